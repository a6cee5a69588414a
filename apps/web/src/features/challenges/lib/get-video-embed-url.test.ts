import { describe, expect, it } from 'vitest';
import { getVideoEmbedUrl } from './get-video-embed-url';

describe('getVideoEmbedUrl', () => {
  it('plays a video id from youtube-nocookie', () => {
    expect(getVideoEmbedUrl({ videoId: 'BXqUH86F-kA', videoUrl: null })).toBe(
      'https://www.youtube-nocookie.com/embed/BXqUH86F-kA?rel=0',
    );
  });

  it('refuses an id that is not one (no path tricks)', () => {
    expect(getVideoEmbedUrl({ videoId: '../../x?y', videoUrl: null })).toBeNull();
  });

  it('uses an https video URL when there is no id', () => {
    expect(getVideoEmbedUrl({ videoId: null, videoUrl: 'https://videos.example.org/v/1' })).toBe(
      'https://videos.example.org/v/1',
    );
    expect(getVideoEmbedUrl({ videoId: null, videoUrl: 'javascript:alert(1)' })).toBeNull();
    expect(getVideoEmbedUrl({ videoId: null, videoUrl: null })).toBeNull();
  });
});
