import type { UserInfo } from '../../api/session.ts';
import { useSession } from './use-session.ts';
import './auth.css';

const shown: ReadonlyArray<[keyof UserInfo, string]> = [
  ['UserName', 'User name'],
  ['Company', 'Company'],
  ['Contact', 'Contact'],
  ['Phone', 'Phone'],
  ['Address', 'Address'],
  ['City', 'City'],
  ['State', 'State'],
  ['Zip', 'Postal code'],
  ['Country', 'Country'],
  ['ShipAddress', 'Shipping address'],
  ['ShipCity', 'Shipping city'],
  ['ShipState', 'Shipping state'],
  ['ShipZip', 'Shipping postal code'],
  ['ShipCountry', 'Shipping country'],
  ['AccountType', 'Account type'],
];

/** /account/info: the signed-in account's details. Anonymous visitors go home. */
export default function ProfilePage() {
  const { isAuthenticated, userInfo } = useSession({ requireSignIn: true });

  if (!isAuthenticated) return null;
  if (!userInfo) return <p role="status">Loading your details...</p>;
  return (
    <section className="profile">
      <h1>Account information</h1>
      <p>To change these details, please contact your account manager.</p>
      <dl className="profile__facts">
        {shown.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{userInfo[key] || 'N/A'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
