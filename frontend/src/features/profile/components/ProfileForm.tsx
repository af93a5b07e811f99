import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PasswordField } from '../../../components/ui/PasswordField';
import { PasswordStrengthMeter } from '../../../components/ui/PasswordStrengthMeter';
import { TextField } from '../../../components/ui/TextField';
import { CameraIcon } from '../../../components/ui/icons';
import { messages, profileUpdateFailedMessage } from '../../../lib/api-error';
import { useAuth, type User } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { newPasswordProblem } from '../../../lib/password';
import { checkProfilePhoto } from '../../../lib/photo';
import { updateProfile } from '../api/profile-api';

export function ProfileForm({ user, token }: { user: User; token: string }) {
  const { signIn, updateUser } = useAuth();
  const [firstname, setFirstname] = useState(user.firstname ?? '');
  const [lastname, setLastname] = useState(user.lastname ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    const problem = checkProfilePhoto(file);
    if (problem) {
      notify.error(problem);
      if (photoInput.current) photoInput.current.value = '';
      return;
    }
    setPhoto(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(null);
    // The server asks for the current password to change either the password or the email.
    const changingPassword = newPassword.length > 0 || confirmPassword.length > 0;
    const changingEmail = email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
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
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        email: email.trim(),
        profilePhoto: photo,
        ...(changingPassword || changingEmail ? { currentPassword } : {}),
        ...(changingPassword ? { newPassword } : {}),
      });
      // A password or email change revokes every earlier token and answers with a new one: keep
      // it, or the next call would be refused as signed out.
      if (updated.token) signIn(updated.token, { ...user, ...updated.user });
      else updateUser({ ...user, ...updated.user });
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
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

  const shown: User = preview ? { ...user, profilephoto: preview } : user;

  return (
    <form className="card profile-card form" onSubmit={submit} aria-busy={saving}>
      <section className="profile-photo" aria-labelledby="profile-photo-heading">
        <Avatar user={shown} size={96} />
        <div>
          <h2 id="profile-photo-heading" className="section-title">
            Profile photo
          </h2>
          <p className="hint">JPEG or PNG.</p>
          <input
            ref={photoInput}
            id="profile-photo-input"
            className="visually-hidden-input"
            type="file"
            accept="image/jpeg,image/png"
            onChange={(event) => choosePhoto(event.target.files?.[0])}
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
        <div className="field-row">
          <TextField
            id="profile-firstname"
            label="First name"
            autoComplete="given-name"
            required
            value={firstname}
            onChange={(event) => setFirstname(event.target.value)}
          />
          <TextField
            id="profile-lastname"
            label="Last name"
            autoComplete="family-name"
            required
            value={lastname}
            onChange={(event) => setLastname(event.target.value)}
          />
        </div>
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
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
            <PasswordField
              id="profile-new-password"
              label="New password"
              autoComplete="new-password"
              value={newPassword}
              describedBy="profile-password-strength"
              onChange={(event) => setNewPassword(event.target.value)}
            />
            <PasswordStrengthMeter id="profile-password-strength" password={newPassword} />
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
