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

/**
 * The Help Center's questions, in the spec's four groups: between them they cover every feature
 * the product has (the help test checks that each screen and feature is named somewhere).
 */
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
            pasted text, uploaded documents and your own journal entries, reads the political
            leaning of news articles, and shows how your mood compares with the news.
          </p>
        ),
      },
      {
        id: 'account',
        question: 'Do I need an account?',
        answer: (
          <p>
            No account is needed for the news, the live demo on the home page or document analysis.
            The journal, the dashboard&apos;s own figures, reminders and API keys need an account so
            that they stay yours. <Link to="/signup">Sign up</Link> in under a minute, with an email
            and password or with Google or GitHub where this site offers them.
          </p>
        ),
      },
      {
        id: 'first-entry',
        question: 'How do I log my mood or write my first journal entry?',
        answer: (
          <p>
            Sign in and open the <Link to="/journal">Journal</Link>. Tap how you feel (1 very bad to
            5 very good) and choose Save Mood: that is a whole entry. Add a few words if you like
            and choose Add Journal; SentiLog then also reads what your words say (Positive, Neutral,
            Negative or Mixed, and an emotion) and marks the words that moved it.
          </p>
        ),
      },
      {
        id: 'sign-in-return',
        question: 'Will I lose what I typed if I have to sign in?',
        answer: (
          <p>
            No. What you type in the journal before signing in is kept in this browser tab while you
            sign in, and you come back to the page you started from with your words in place.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Feature Tutorials',
    items: [
      {
        id: 'mood-and-tags',
        question: 'What are moods and activity tags?',
        answer: (
          <p>
            Your mood is what you pick for an entry, from 1 to 5. Activity tags (sleep, work,
            exercise, your own) say what the day held; type one and press Enter, or pick a
            suggestion. &quot;More suggestions&quot; shows every tag you have used and the defaults.
            Moods and tags are what the insights on the <Link to="/dashboard">Dashboard</Link>{' '}
            compare.
          </p>
        ),
      },
      {
        id: 'backdate',
        question: 'Can I log yesterday, or an older day?',
        answer: (
          <p>
            Yes. The Day field above the moods takes today, yesterday (one tap each) or any day up
            to a year back, never a day ahead. Editing an entry can move it to another day. Days are
            your own calendar days, in your browser&apos;s time zone.
          </p>
        ),
      },
      {
        id: 'read-edit',
        question: 'How do I read or change a past entry?',
        answer: (
          <p>
            In the <Link to="/journal">Journal</Link>, Read opens an entry as you wrote it, with its
            mood, tags and formatting; Edit loads it into the editor, where you can change its
            words, mood, tags and day. Delete removes it after you confirm.
          </p>
        ),
      },
      {
        id: 'analyze-file',
        question: 'How do I analyse a text or a document?',
        answer: (
          <p>
            Paste a text into the live demo on the <Link to="/">home page</Link>, or go to the{' '}
            <Link to="/analyze">Analyze</Link> page and drop in, or choose, a TXT, PDF or DOCX file
            of up to 10MB. You get the overall sentiment, statistics, sentiment indicators, the key
            sentences and a written summary, which you can download as a file.
          </p>
        ),
      },
      {
        id: 'news-bias',
        question: 'What do the news labels mean?',
        answer: (
          <p>
            On the <Link to="/news">News</Link> page every article shows its sentiment and what its
            own text reads as politically (Left, Neutral or Right), with how sure the model is. The
            outlet&apos;s own rating, where known, is shown apart: it is the outlet&apos;s, not a
            reading of the article.
          </p>
        ),
      },
      {
        id: 'stories',
        question: 'What are stories and blindspots?',
        answer: (
          <p>
            A story groups the articles of several outlets about one event, above the news list: it
            shows which outlets covered it, how their coverage splits between left, centre and
            right, and how positive or negative they were. A blindspot badge says one side had under
            a fifth of the rated outlets covering it; with fewer than three rated outlets no
            blindspot is claimed.
          </p>
        ),
      },
      {
        id: 'dashboard',
        question: 'How do I read the dashboard?',
        answer: (
          <p>
            The <Link to="/dashboard">Dashboard</Link> shows your overall mood, its trend, what your
            newest words read as and your number of entries, plus a Mood Over Time chart against the
            news, by week, month or year. Your mood is the mood you pick; on days you picked none,
            what your words read as stands in, marked as a hollow diamond.
          </p>
        ),
      },
      {
        id: 'insights',
        question: 'What are streaks, the mood calendar and insights?',
        answer: (
          <p>
            Below the chart, streaks count the days in a row you wrote, the Mood Calendar colours
            the last 26 weeks by your mood, and &quot;What Goes With Your Good and Bad Days&quot;
            compares the activities and news topics of your days by your mood, once you have picked
            a mood on 7 days. These are patterns in your own entries, never causes. The
            dashboard&apos;s View Insights goes straight there.
          </p>
        ),
      },
      {
        id: 'reminders',
        question: 'Can SentiLog remind me to write?',
        answer: (
          <p>
            Yes, once a day at a time you choose, by email and, where your browser allows, as a
            notification. Turn it on under Daily reminder in your{' '}
            <Link to="/user-profile">User Profile</Link>; it is off until you do. A day you have
            already written gets no reminder, and every reminder mail has a one-click unsubscribe.
          </p>
        ),
      },
      {
        id: 'export',
        question: 'Can I export my journal entries?',
        answer: (
          <p>
            Yes. Download them as a PDF to read, or as a ZIP holding a JSON file of every entry and
            your photos, from the <Link to="/journal">Journal</Link> or the Dashboard, so you always
            keep a copy of your own writing.
          </p>
        ),
      },
      {
        id: 'api-keys',
        question: 'Can I analyse texts from my own systems?',
        answer: (
          <p>
            Yes, with an API key. Create one on the <Link to="/api-keys">API Keys</Link> page (My
            Profile menu), copy it when it is shown (only then), and send texts or documents to the
            API with it; the page shows each key&apos;s use today against its daily quota, and
            revokes a key at once. The API is described at <a href="/api/docs">/api/docs</a>.
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
            Your moods and tags are kept beside the entries for your own insights and are never
            shared. Read the <Link to="/privacy-policy">Privacy Policy</Link> for the details.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I change or delete my account?',
        answer: (
          <p>
            Open your <Link to="/user-profile">User Profile</Link> to change your photo (JPEG or PNG
            up to 15 MB, made smaller for you), name, email or password. The danger zone at the
            bottom deletes your account and all of its data permanently: it offers your
            journal&apos;s export first and asks for your password (or, for a Google or GitHub
            account, a fresh sign-in).
          </p>
        ),
      },
      {
        id: 'data',
        question: 'What data do you collect?',
        answer: (
          <p>
            Only what the service needs: your account details, your journal entries with their moods
            and tags, the texts you choose to analyse, and, if you turn on reminders, their time,
            time zone and your browser&apos;s push address. The{' '}
            <Link to="/privacy-policy">Privacy Policy</Link> lists everything.
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
