import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../../config';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The ten sections of the privacy policy, in order. */
export const policySections: PolicySection[] = [
  {
    id: 'applicability',
    title: 'Applicability and Scope',
    body: (
      <>
        <p>
          This policy explains how SentiLog collects, uses and protects information when you use the
          website, the live demo, the news hub, document analysis, the journal and the dashboard. It
          applies to every visitor and every registered user.
        </p>
        <p>
          It also applies to minors under 18. If you are under 18, please use SentiLog with the
          knowledge and consent of a parent or guardian.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what the service needs to work:</p>
        <ul>
          <li>
            Account details: first name, last name, email address, an optional profile photo and a
            password hash.
          </li>
          <li>
            If you sign in with Google or GitHub, the name, email and account id that provider
            shares with us.
          </li>
          <li>
            Content you create: journal entries and their sentiment labels, and the mood, activity
            tags and day you choose for an entry. Your moods stay yours: they are never shared with
            anyone, and only you see the figures made from them.
          </li>
          <li>
            If you turn on the daily reminder: whether it comes by email and/or as a push
            notification, the time you chose and your time zone, and the day it was last sent. For
            push notifications, each browser you turn them on in gives us an address at its browser
            maker&apos;s push service (Google, Mozilla, Apple or Microsoft) and keys to encrypt for
            it; the reminder itself says only that it is time to log your mood, never anything you
            wrote. Turning the reminder off, or the unsubscribe link in any reminder mail, stops it;
            deleting your account deletes all of it.
          </li>
          <li>
            While you are signed in, the topic of each news article you open, so your dashboard can
            show what goes with your good and bad days. Only you see it.
          </li>
          <li>
            If you create API keys: their names, a one-way hash of each key (never the key itself)
            and how many texts each analysed per day.
          </li>
          <li>
            Text and documents you submit for analysis, and messages you send through the contact
            form.
          </li>
          <li>
            Basic technical data such as your IP address, used for security and rate limiting.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Information',
    body: (
      <ul>
        <li>To provide sentiment, emotion and bias analysis and to show your mood over time.</li>
        <li>To sign you in, keep your account secure and reset your password when you ask.</li>
        <li>
          To send the daily reminder you turned on, by email or to your browser&apos;s push service,
          and to skip it on days you have already written.
        </li>
        <li>To answer the messages you send us.</li>
        <li>
          To keep the service reliable and to improve our models, using aggregated, non-identifying
          statistics.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing and Disclosure',
    body: (
      <p>
        We do not sell your personal data, and your journal and moods are never shared. We share
        data only with service providers that help us run SentiLog (such as hosting, email delivery
        and, for push reminders you turned on, your browser&apos;s push service, which receives an
        encrypted reminder it cannot read) under confidentiality obligations, when the law requires
        it, or to protect the rights and safety of our users.
      </p>
    ),
  },
  {
    id: 'minors',
    title: 'Data of Minors',
    body: (
      <p>
        SentiLog may be used by minors under 18 with the involvement of a parent or guardian. We do
        not knowingly collect more information from minors than the service requires. A parent or
        guardian who believes a minor has shared personal data with us can contact us to have it
        reviewed or deleted.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and access to
        stored data is restricted. No system is perfectly secure, so please use a strong, unique
        password and keep it to yourself.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Data Storage',
    body: (
      <p>
        Your data may be stored on servers in India or on third-party servers operated by our
        hosting providers. We keep it for as long as your account exists; when you delete your
        account from your <Link to="/user-profile">User Profile</Link>, your profile, photo, journal
        entries, the articles you opened, your reminder and its push subscriptions, and your API
        keys are deleted.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies & Tracking',
    body: (
      <p>
        SentiLog keeps your sign-in and your theme choice in your browser&apos;s local storage, a
        journal draft in the tab&apos;s session storage while you sign in, and uses a short-lived
        cookie only while you sign in with Google or GitHub. If you turn on push reminders, your
        browser keeps a service worker for SentiLog that only shows them. We do not use advertising
        cookies or third-party trackers.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Policy',
    body: (
      <p>
        We may update this policy as SentiLog grows. The date at the top of this page always shows
        when it was last updated, and significant changes will be announced on the site.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about your privacy? Write to{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> or use the{' '}
        <Link to="/contact">contact form</Link>. We reply within 24 hours.
      </p>
    ),
  },
];
