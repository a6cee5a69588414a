// The address a video plays from inside the page: YouTube's privacy-enhanced host (no cookies
// until the learner plays it) for a `videoId`, else the challenge's own https `videoUrl`.
const EMBED_HOST = 'https://www.youtube-nocookie.com/embed/';
const VIDEO_ID_PATTERN = /^[\w-]{6,20}$/;

export const getVideoEmbedUrl = ({
  videoId,
  videoUrl,
}: {
  videoId: string | null;
  videoUrl: string | null;
}): string | null => {
  if (videoId && VIDEO_ID_PATTERN.test(videoId)) return `${EMBED_HOST}${videoId}?rel=0`;
  if (videoUrl?.startsWith('https://')) return videoUrl;
  return null;
};
