// PUT /recovery-password (no CSRF header needed, as the spec says).
import type {
  PutRecoveryPasswordBody,
  PutRecoveryPasswordResponse,
} from '@escola/contracts/put-recovery-password';
import { http } from '../../../lib/http';

export const RECOVERY_PASSWORD_PATH = '/recovery-password';

export const recoveryPassword = (
  body: PutRecoveryPasswordBody,
): Promise<PutRecoveryPasswordResponse> =>
  http.put<PutRecoveryPasswordResponse>(RECOVERY_PASSWORD_PATH, body);
