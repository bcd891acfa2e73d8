import { DevelopmentNotice } from '../components/development-notice';
import { PlaceholderHeader } from '../components/placeholder-header';
import { SuggestedToolsList } from '../components/suggested-tools-list';
import type { PlaceholderPageConfig } from '../placeholder-pages';
import { SUGGESTED_TOOLS } from '../suggested-tools';

/** One page for every not-yet-built tool: title, what it will do, a notice and other tools. */
export function PlaceholderPage({ page }: { page: PlaceholderPageConfig }) {
  return (
    <div className="space-y-8">
      <PlaceholderHeader titleKey={page.title} descriptionKey={page.description} icon={page.icon} />
      <DevelopmentNotice progress={page.progress} />
      <SuggestedToolsList
        headingKey="comingSoon.otherTools"
        tools={SUGGESTED_TOOLS.filter((tool) => tool.path !== page.path)}
      />
    </div>
  );
}
