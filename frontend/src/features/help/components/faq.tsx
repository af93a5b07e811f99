import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  title: string;
  items: Faq[];
}

/** The Help Center's questions, in the spec's four groups. */
export const faqGroups: FaqGroup[] = [
  {
    title: 'Getting Started',
    items: [
      {
        id: 'what-is',
        question: 'What is SentiLog?',
        answer: (
          <p>
            SentiLog is an open-source platform that analyses the sentiment and emotion of news,
            pasted text, uploaded documents and your own journal entries, and shows how your mood
            compares with the news.
          </p>
        ),
      },
      {
        id: 'account',
        question: 'Do I need an account?',
        answer: (
          <p>
            No account is needed for the news, the live demo on the home page or document analysis.
            Writing journal entries needs an account so that they stay yours.{' '}
            <Link to="/signup">Sign up</Link> in under a minute.
          </p>
        ),
      },
      {
        id: 'first-entry',
        question: 'How do I write my first journal entry?',
        answer: (
          <p>
            Sign in, open the <Link to="/journal">Journal</Link>, write about your day and choose
            Add Journal. SentiLog labels the entry Positive, Neutral or Negative straight away.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Feature Tutorials',
    items: [
      {
        id: 'analyze-file',
        question: 'How do I analyse a document?',
        answer: (
          <p>
            Go to the <Link to="/analyze">Analyze</Link> page and drop in, or choose, a TXT, PDF or
            DOCX file of up to 10MB. You get the overall sentiment, statistics, sentiment indicators
            and a written summary, which you can download as a file.
          </p>
        ),
      },
      {
        id: 'dashboard',
        question: 'How do I read the dashboard?',
        answer: (
          <p>
            The <Link to="/dashboard">Dashboard</Link> shows your overall mood, its trend, your
            latest analysis and your number of entries, plus a Mood Over Time chart you can switch
            between week, month and year.
          </p>
        ),
      },
      {
        id: 'export',
        question: 'Can I export my journal entries?',
        answer: (
          <p>
            Yes. Your entries can be exported as PDF or JSON from the{' '}
            <Link to="/journal">Journal</Link>, so you always keep a copy of your own writing.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Privacy & Security',
    items: [
      {
        id: 'private',
        question: 'Is my journal private?',
        answer: (
          <p>
            Yes. Only you can open your entries in SentiLog. They are stored encrypted on our server
            (AES-256-GCM), so the database alone does not reveal them. This is not end-to-end
            encryption: the server decrypts an entry to analyse its sentiment and to show it to you.
            Read the <Link to="/privacy-policy">Privacy Policy</Link> for the details.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I change or delete my account?',
        answer: (
          <p>
            Open your <Link to="/user-profile">User Profile</Link> to change your photo, name, email
            or password. The danger zone at the bottom deletes your account and all of its data
            permanently.
          </p>
        ),
      },
      {
        id: 'data',
        question: 'What data do you collect?',
        answer: (
          <p>
            Only what the service needs: your account details, your journal entries and the texts
            you choose to analyse. The <Link to="/privacy-policy">Privacy Policy</Link> lists
            everything.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Wellness Resources',
    items: [
      {
        id: 'journaling-helps',
        question: 'How can journaling help my wellbeing?',
        answer: (
          <p>
            Writing regularly helps you name feelings, notice patterns and reflect. Seeing your mood
            over time on the <Link to="/dashboard">Dashboard</Link> makes those patterns easier to
            spot.
          </p>
        ),
      },
      {
        id: 'how-often',
        question: 'How often should I journal?',
        answer: (
          <p>
            A few honest sentences a day work better than a long entry once a month. Be honest, stay
            consistent and reflect deeply: the tips on the <Link to="/journal">Journal</Link> page
            help you get started.
          </p>
        ),
      },
      {
        id: 'struggling',
        question: 'What if I am struggling?',
        answer: (
          <p>
            SentiLog is not a substitute for professional care. If you are having a hard time, talk
            to someone you trust, a doctor or a local helpline, and in an emergency call your local
            emergency number.
          </p>
        ),
      },
    ],
  },
];
