import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/page-title';
import { DevelopmentNotice } from '../components/development-notice';
import { DisclaimerSection } from '../components/disclaimer-section';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { HowItWorksSection } from '../components/how-it-works-section';
import { LandingFooter } from '../components/landing-footer';
import { PrivacySection } from '../components/privacy-section';
import { StatsStrip } from '../components/stats-strip';
import { TechnologiesSection } from '../components/technologies-section';

/** The public landing page (docs/product.md, Landing). Signed-in users are sent on by the router. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('landing.pageTitle')} />
      <DevelopmentNotice />
      <Hero />
      <StatsStrip />
      <FeaturesSection />
      <HowItWorksSection />
      <TechnologiesSection />
      <PrivacySection />
      <DisclaimerSection />
      <LandingFooter />
    </>
  );
}
