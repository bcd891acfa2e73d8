import { DevelopmentNotice } from '../components/development-notice';
import { PlaceholderHeader } from '../components/placeholder-header';
import { ScoreBands } from '../components/score-bands';
import { SuggestedToolsList } from '../components/suggested-tools-list';
import { SPEAKING_TOOLS } from '../speaking-tools';

/** How far pronunciation practice has come (docs/product.md, Speaking). */
const SPEAKING_PROGRESS = 75;

/**
 * /speaking: pronunciation practice, still in development. It already explains the score the
 * learner will get and sends them to the tools that listen to their speech today.
 */
export function SpeakingPage() {
  return (
    <div className="space-y-8">
      <PlaceholderHeader
        titleKey="comingSoon.pages.speaking.title"
        descriptionKey="comingSoon.pages.speaking.description"
        icon="microphone"
      />
      <DevelopmentNotice progress={SPEAKING_PROGRESS} />
      <ScoreBands />
      <SuggestedToolsList
        headingKey="speaking.practiseNow.title"
        introKey="speaking.practiseNow.intro"
        tools={SPEAKING_TOOLS}
      />
    </div>
  );
}
