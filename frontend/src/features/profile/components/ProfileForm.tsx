import { useState, type FormEvent } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { FormMessage } from '../../../components/ui/FormMessage';
import { NameAndEmailFields, type NameAndEmail } from '../../../components/ui/NameAndEmailFields';
import { NewPasswordField } from '../../../components/ui/NewPasswordField';
import { PasswordField } from '../../../components/ui/PasswordField';
import { CameraIcon } from '../../../components/ui/icons';
import { messages, profileUpdateFailedMessage } from '../../../lib/api-error';
import { useAuth, type User } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { newPasswordProblem } from '../../../lib/password';
import { checkProfilePhoto, PHOTO_LIMIT_MB } from '../../../lib/photo';
import { usePhotoChoice } from '../../../lib/use-photo-choice';
import { updateProfile } from '../api/profile-api';

export function ProfileForm({ user, token }: { user: User; token: string }) {
  const { signIn, updateUser } = useAuth();
  const [details, setDetails] = useState<NameAndEmail>({
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    email: user.email ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const photoChoice = usePhotoChoice({
    file: photo,
    onChange: setPhoto,
    check: checkProfilePhoto,
    onCheck: (problem) => {
      if (problem) notify.error(problem);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(null);
    // The server asks for the current password to change either the password or the email.
    const changingPassword = newPassword.length > 0 || confirmPassword.length > 0;
    const changingEmail = details.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
    const problem =
      (changingPassword || changingEmail) && !currentPassword
        ? changingPassword
          ? 'Enter your current password to set a new one'
          : 'Enter your current password to change your email'
        : changingPassword
          ? newPasswordProblem(newPassword, confirmPassword)
          : null;
    if (problem) {
      setPasswordError(problem);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile({
        token,
        firstname: details.firstname.trim(),
        lastname: details.lastname.trim(),
        email: details.email.trim(),
        profilePhoto: photo,
        ...(changingPassword || changingEmail ? { currentPassword } : {}),
        ...(changingPassword ? { newPassword } : {}),
      });
      // A password or email change revokes every earlier token and answers with a new one: keep
      // it, or the next call would be refused as signed out.
      if (updated.token) signIn(updated.token, { ...user, ...updated.user });
      else updateUser({ ...user, ...updated.user });
      photoChoice.clear();
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      notify.success(messages.profileUpdated);
    } catch (err) {
      notify.error(profileUpdateFailedMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const shown: User = photoChoice.preview ? { ...user, profilephoto: photoChoice.preview } : user;

  return (
    <form className="card profile-card form" onSubmit={submit} aria-busy={saving}>
      <section className="profile-photo" aria-labelledby="profile-photo-heading">
        <Avatar user={shown} size={96} />
        <div>
          <h2 id="profile-photo-heading" className="section-title">
            Profile photo
          </h2>
          <p className="hint">
            JPEG or PNG, up to {PHOTO_LIMIT_MB} MB. A large photo is made smaller for you: it is
            kept at most 512 × 512 pixels.
          </p>
          <input
            ref={photoChoice.input}
            id="profile-photo-input"
            className="visually-hidden-input"
            type="file"
            accept="image/jpeg,image/png"
            onChange={(event) => photoChoice.choose(event.target.files?.[0])}
          />
          <label htmlFor="profile-photo-input" className="btn btn-secondary btn-sm">
            <CameraIcon size={16} /> Change photo
          </label>
          {photo && (
            <p className="hint">New photo selected: {photo.name}. Save Changes to keep it.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading" className="section-title">
          Personal details
        </h2>
        <NameAndEmailFields idPrefix="profile" value={details} onChange={setDetails} />
      </section>

      <section aria-labelledby="profile-password-heading">
        <h2 id="profile-password-heading" className="section-title">
          Change password
        </h2>
        <p className="hint">
          Leave these empty to keep your current password. Changing your email also needs your
          current password.
        </p>
        <PasswordField
          id="profile-current-password"
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <div className="field-row">
          <div>
            <NewPasswordField
              id="profile-new-password"
              strengthId="profile-password-strength"
              label="New password"
              value={newPassword}
              onChange={setNewPassword}
            />
          </div>
          <PasswordField
            id="profile-confirm-password"
            label="Confirm new password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </div>
        {passwordError && <FormMessage tone="error">{passwordError}</FormMessage>}
      </section>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
