import { screen, within } from '@testing-library/react';
import type { UserProgress, UserStats } from '@tolk/contracts/stats';
import { describe, expect, it } from 'vitest';
import { HomeStatsRoute } from '../src/app/routes/home-stats-route';
import { fakeApi, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const STATS: UserStats = {
  totalPhrases: 4,
  totalAudioTracks: 1,
  phrasesWithAudio: 2,
  audioTrackPhrases: 3,
  audioTrackSeconds: 12.5,
  totalTranslations: 10,
  practiceTimeMinutes: 135,
  learningStreak: 3,
  favoriteLanguage: 'en',
  lastActivity: minutesAgo(5),
  lastDirection: { from: 'no', to: 'en' },
};

const PROGRESS: UserProgress = {
  languages: [
    {
      language: 'no',
      phrases: 4,
      phrasesAsSource: 4,
      phrasesAsTarget: 0,
      wordsStudied: 9,
      translations: 0,
      studyWords: 2,
    },
    {
      language: 'en',
      phrases: 3,
      phrasesAsSource: 0,
      phrasesAsTarget: 3,
      wordsStudied: 7,
      translations: 8,
      studyWords: 0,
    },
  ],
  recentActivity: [
    { kind: 'translations', at: minutesAgo(5), count: 2, from: 'no', to: 'en' },
    { kind: 'practice', at: minutesAgo(60 * 26), minutes: 75 },
    { kind: 'audioTrack', at: minutesAgo(60 * 50), name: 'Greetings', language: 'en' },
  ],
};

function renderHome(stats: UserStats, progress: UserProgress) {
  fakeApi({
    'GET /api/user/stats': () => ok({ success: true, stats }),
    'GET /api/user/stats/progress': () => ok({ success: true, progress }),
    'POST /api/user/stats/learning-streak': () => ok({ success: true, stats }),
  });
  signIn();
  renderScreen(<HomeStatsRoute />);
}

describe('/home, the statistics dashboard', () => {
  it('shows the four stat cards, a card per language with real shares and the recent activity', async () => {
    renderHome(STATS, PROGRESS);
    const stats = screen.getByRole('region', { name: 'Your statistics' });
    expect(await within(stats).findByText('2h 15m')).toBeTruthy();
    expect(within(stats).getByText('3 days')).toBeTruthy();
    expect(within(stats).queryByText('Translations')).toBeNull();

    const languages = within(await screen.findByRole('region', { name: 'Your languages' })).getAllByRole('listitem');
    // Most phrases first; the flag is decoration, the heading reads the language's name.
    expect(languages).toHaveLength(2);
    expect(within(languages[0] as HTMLElement).getByRole('heading', { name: 'Norwegian' })).toBeTruthy();
    // Words studied are the study list's, not the words of the phrases.
    expect(within(languages[0] as HTMLElement).getByText('Words studied').nextSibling?.textContent).toBe('2');
    const english = languages[1] as HTMLElement;
    expect(
      within(english).getByRole('progressbar', { name: 'In 75% of your phrases' }).getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(within(english).getByRole('progressbar', { name: '80% of your translations' })).toBeTruthy();

    const activity = within(screen.getByRole('region', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(activity.map((item) => item.textContent)).toEqual([
      'Completed 2 translationsNorwegian → English · 5 minutes ago',
      'Practised for 1h 15myesterday',
      'Created audio track “Greetings”English · 2 days ago',
    ]);
    expect(screen.getByText('Translations completed').nextSibling?.textContent).toBe('10');
    expect(screen.queryByText('No data yet. Start learning!')).toBeNull();
  });

  it('says there is nothing yet while the user has no languages and no activity', async () => {
    renderHome(
      {
        ...STATS,
        totalPhrases: 0,
        totalAudioTracks: 0,
        totalTranslations: 0,
        practiceTimeMinutes: 0,
        lastActivity: null,
      },
      { languages: [], recentActivity: [] },
    );
    expect(await screen.findByText('No data yet. Start learning!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start translating/ }).getAttribute('href')).toBe('/texttranslate');
    expect(screen.queryByRole('region', { name: 'Your languages' })).toBeNull();
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });
});
