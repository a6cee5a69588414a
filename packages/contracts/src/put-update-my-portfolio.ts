// PUT /update-my-portfolio { portfolio } — the profile's projects (docs/product/accounts.md),
// replaced whole.
import { z } from 'zod';
import { pictureSchema } from './put-update-my-about';
import { linkSchema } from './put-update-my-socials';
import { flashSchema } from './flash';

export const UPDATE_MY_PORTFOLIO_PATH = '/update-my-portfolio';
export const PORTFOLIO_MAXIMUM_ITEMS = 20;
export const PORTFOLIO_TITLE_MAXIMUM_LENGTH = 100;
export const PORTFOLIO_DESCRIPTION_MAXIMUM_LENGTH = 500;

export const portfolioItemSchema = z.strictObject({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(PORTFOLIO_TITLE_MAXIMUM_LENGTH),
  url: linkSchema.refine((url) => url !== '', 'Informe o endereço do projeto.'),
  image: pictureSchema,
  description: z.string().trim().max(PORTFOLIO_DESCRIPTION_MAXIMUM_LENGTH),
});

export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;

export const putUpdateMyPortfolioBodySchema = z
  .strictObject({ portfolio: z.array(portfolioItemSchema).max(PORTFOLIO_MAXIMUM_ITEMS) })
  .meta({ id: 'UpdateMyPortfolioBody' });

export type PutUpdateMyPortfolioBody = z.input<typeof putUpdateMyPortfolioBodySchema>;

export const putUpdateMyPortfolioResponseSchema = flashSchema;
export type PutUpdateMyPortfolioResponse = z.infer<typeof putUpdateMyPortfolioResponseSchema>;
