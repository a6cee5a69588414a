// PUT /update-my-keyboard-shortcuts — the editor's keyboard shortcuts on or off
// (docs/product/accounts.md).
import { z } from 'zod';
import { flashSchema } from './flash';

export const UPDATE_MY_KEYBOARD_SHORTCUTS_PATH = '/update-my-keyboard-shortcuts';

export const putUpdateMyKeyboardShortcutsBodySchema = z
  .strictObject({ keyboardShortcuts: z.boolean() })
  .meta({ id: 'UpdateMyKeyboardShortcutsBody' });

export type PutUpdateMyKeyboardShortcutsBody = z.infer<
  typeof putUpdateMyKeyboardShortcutsBodySchema
>;

export const putUpdateMyKeyboardShortcutsResponseSchema = flashSchema;
export type PutUpdateMyKeyboardShortcutsResponse = z.infer<
  typeof putUpdateMyKeyboardShortcutsResponseSchema
>;
