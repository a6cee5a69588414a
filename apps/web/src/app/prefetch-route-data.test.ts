import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from './prefetch-route-data';

describe('prefetchRouteData', () => {
  it.each(['/learn', '/learn/', '/learn/react', '/learn/react/'])(
    'starts the curriculum index for %s',
    (pathname) => {
      const queryClient = new QueryClient();
      const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
      prefetchRouteData({ pathname, queryClient });
      expect(prefetch).toHaveBeenCalledWith(
        expect.objectContaining({ queryKey: ['curriculum-index'] }),
      );
    },
  );

  it.each(['/settings', '/learn/react/jsx/um-desafio', '/'])('leaves %s alone', (pathname) => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    prefetchRouteData({ pathname, queryClient });
    expect(prefetch).not.toHaveBeenCalled();
  });
});
