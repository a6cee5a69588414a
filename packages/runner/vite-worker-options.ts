// Where Vite emits the runner's workers, in the web app and in the harness alike: under /runner/,
// where the server gives them the runner's policy (eval allowed, no network; decision 024).
export const RUNNER_WORKER_OPTIONS = {
  format: 'es',
  rolldownOptions: {
    output: {
      entryFileNames: 'runner/[name]-[hash].js',
      chunkFileNames: 'runner/[name]-[hash].js',
    },
  },
} as const;
