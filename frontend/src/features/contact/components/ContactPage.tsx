import './contact.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TextField } from '../../../components/ui/TextField';
import { ClockIcon, HelpIcon, MailIcon } from '../../../components/ui/icons';
import { config } from '../../../config';
import { contactResultMessage } from '../../../lib/api-error';
import { useSubmissionKeys } from '../../../lib/idempotency';
import { notify } from '../../../lib/notify';
import { sendContactMessage } from '../api/contact-api';

const empty = { username: '', email: '', message: '' };

export function ContactPage() {
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const submissions = useSubmissionKeys();

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const message = {
        username: form.username.trim(),
        email: form.email.trim(),
        message: form.message.trim(),
      };
      const result = await sendContactMessage(message, submissions.keyFor(message));
      if (result.status === 200) {
        submissions.done();
        notify.success(contactResultMessage(result));
        setForm(empty);
      } else {
        notify.error(contactResultMessage(result));
      }
    } catch {
      notify.error(contactResultMessage('network-failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions, feedback or ideas? Send us a message and the team will get back to you."
      />
      <div className="container contact-grid">
        <form className="card form contact-form" onSubmit={submit} aria-busy={busy}>
          <h2 className="section-title">Send a message</h2>
          <TextField
            id="contact-name"
            label="Name"
            autoComplete="name"
            required
            value={form.username}
            onChange={update('username')}
          />
          <TextField
            id="contact-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={update('email')}
          />
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea
              id="contact-message"
              rows={6}
              required
              value={form.message}
              onChange={update('message')}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Submit'}
          </button>
        </form>

        <aside className="contact-info">
          <div className="card info-card">
            <span className="info-icon">
              <MailIcon />
            </span>
            <div>
              <h2 className="info-title">Email support</h2>
              <p>
                <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              </p>
            </div>
          </div>
          <div className="card info-card">
            <span className="info-icon">
              <ClockIcon />
            </span>
            <div>
              <h2 className="info-title">Response time</h2>
              <p>We reply to every message within 24 hours.</p>
            </div>
          </div>
          <div className="card info-card">
            <span className="info-icon">
              <HelpIcon />
            </span>
            <div>
              <h2 className="info-title">Looking for answers?</h2>
              <p>
                Many questions are already answered in our <Link to="/help">Help Center</Link>.
              </p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
