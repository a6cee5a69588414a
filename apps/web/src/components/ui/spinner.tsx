export const Spinner = () => <span className="spinner" aria-hidden="true" />;
