// Avatar (docs/product/accounts.md): the default avatar is shown when the picture URL is invalid
// (it needs a protocol), fails to load, is on a placeholder host (example, identicon) or empty, or
// equals the default picture.
import { isValidUrl } from './validation';

/** The picture the platform gives an account by default: the web app's own default avatar. */
export const DEFAULT_AVATAR_PICTURE = '/images/default-avatar.svg';
/** Host names of placeholder pictures (example.com, identicon.org, www.example.org…). */
export const PLACEHOLDER_AVATAR_HOST_NAMES = ['example', 'identicon'] as const;

/** A picture URL a profile may keep: valid, with its protocol. */
export const isValidAvatarPicture = (picture: string): boolean =>
  isValidUrl({ url: picture, requireProtocol: true });

const isOnPlaceholderHost = (picture: string): boolean =>
  new URL(picture).hostname
    .split('.')
    .some((label) => (PLACEHOLDER_AVATAR_HOST_NAMES as readonly string[]).includes(label));

export const showsDefaultAvatar = ({
  picture,
  failedToLoad,
}: {
  picture: string;
  failedToLoad: boolean;
}): boolean => {
  if (failedToLoad) return true;
  // The default picture is a path of the web app, without a protocol: it is not a valid picture URL,
  // so it shows the default avatar like an empty or invalid one.
  if (!isValidAvatarPicture(picture)) return true;
  return isOnPlaceholderHost(picture);
};
