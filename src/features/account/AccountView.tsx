import type { ReactNode } from 'react';
import type { UserInfo } from '../../api/session.ts';
import { Loader } from './Loader.tsx';
import { useAccountData } from './use-account-data.ts';
import './account.css';

export const LOAD_FAILED_TEXT = 'Your account data could not be loaded. Please try again later.';

interface AccountViewProps<T extends NonNullable<unknown> | null> {
  title: string;
  /** The heading under the title, when the page has one (Recent Shipments). */
  heading?: string;
  /** What the page is for: shown from the first paint, before the data arrives. */
  intro?: string;
  load: (userInfo: UserInfo) => Promise<T>;
  children: (data: T, setData: (data: T) => void, userInfo: UserInfo) => ReactNode;
}

/**
 * An account page: its title, a loader until its data arrives, then the page itself. Not a landmark
 * of its own: the main landmark already holds it, and its tables' regions often share its title.
 */
export function AccountView<T extends NonNullable<unknown> | null>({
  title,
  heading,
  intro,
  load,
  children,
}: AccountViewProps<T>) {
  const { data, failed, userInfo, setData } = useAccountData(title, load);
  return (
    <div className="account-page">
      <h1>{title}</h1>
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      {failed ? (
        <p role="alert">{LOAD_FAILED_TEXT}</p>
      ) : data === undefined || !userInfo ? (
        <Loader />
      ) : (
        children(data, setData, userInfo)
      )}
    </div>
  );
}
