import './profile.css';
import { Link } from 'react-router-dom';
import { SignInRequired } from '../../../components/ui/SignInRequired';
import { Spinner } from '../../../components/ui/Spinner';
import { UserIcon } from '../../../components/ui/icons';
import { useAuth } from '../../../lib/auth';
import { DangerZone } from './DangerZone';
import { EmailConfirmation } from './EmailConfirmation';
import { LinkedAccounts } from './LinkedAccounts';
import { ProfileForm } from './ProfileForm';
import { ReminderSettings } from './ReminderSettings';

export function ProfilePage() {
  const { isLoggedIn, loading, user, token } = useAuth();

  if (loading) {
    return (
      <div className="page-loader">
        <Spinner label="Loading your profile" size="lg" />
      </div>
    );
  }

  if (!isLoggedIn || !token) {
    return (
      <SignInRequired
        icon={<UserIcon size={32} />}
        title="User Profile"
        message="Please login to see and edit your profile."
        offerSignup
      />
    );
  }

  return (
    <div className="profile-page">
      <div className="container container-narrow">
        <header className="profile-header">
          <p className="eyebrow">Account</p>
          <h1>User Profile</h1>
          <p className="lead">
            Update your photo, your name, your email and your password, and set a daily reminder.
          </p>
          <p>
            <Link to="/api-keys">Manage API keys</Link> to analyse texts from your own systems.
          </p>
        </header>
        {user?.emailConfirmed === false && <EmailConfirmation email={user.email} token={token} />}
        {user ? (
          <ProfileForm key={user.id ?? user.email} user={user} token={token} />
        ) : (
          <div className="page-loader">
            <Spinner label="Loading your profile" />
          </div>
        )}
        <ReminderSettings token={token} emailConfirmed={user?.emailConfirmed !== false} />
        <LinkedAccounts token={token} />
        <DangerZone token={token} hasPassword={user?.hasPassword !== false} />
      </div>
    </div>
  );
}
