// The profile picture, or the default avatar when the URL is invalid, a placeholder host, the
// default constant or fails to load (packages/domain avatar rule).
import { useState } from 'react';
import { DEFAULT_AVATAR_PICTURE, showsDefaultAvatar } from '@escola/domain/avatar';

export const AvatarPreview = ({ picture, alt }: { picture: string; alt: string }) => {
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const source = showsDefaultAvatar({ picture, failedToLoad: failedPicture === picture })
    ? DEFAULT_AVATAR_PICTURE
    : picture;
  return (
    <img
      className="settings-avatar"
      src={source}
      alt={alt}
      width={96}
      height={96}
      onError={() => setFailedPicture(picture)}
    />
  );
};
