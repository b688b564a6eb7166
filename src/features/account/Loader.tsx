import './account-base.css';

/** The account area's loader: shown until a page's data arrives. */
export function Loader({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="account-loader" role="status" aria-busy="true">
      <span className="account-loader__spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
