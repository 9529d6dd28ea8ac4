import { SectionHeader } from '../components/ui/section-header';
import { RoiPanel } from '../features/roi/roi-calculator';

/** "Business Value Calculator": the claim and disclaimer are static; the form and results an island. */
export function RoiCalculator() {
  return (
    <section
      id="roi-calculator"
      aria-labelledby="roi-calculator-heading"
      className="bg-slate-50 py-20 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader
          id="roi-calculator-heading"
          eyebrow="ROI Calculator"
          title="Business Value Calculator"
          intro="Estimate the return on an IT investment for your organization: enter a few figures about today's costs and risks, choose a project type, and see projected savings, payback and ROI."
        />
        <p className="mx-auto -mt-6 mb-12 w-fit rounded-full bg-accent-400 px-4 py-1 text-center text-sm font-semibold text-slate-900">
          Proven track record: $1.5M+ in annual savings delivered
        </p>
        <div data-island="roi" className="grid items-start gap-8 lg:grid-cols-2">
          <RoiPanel />
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600 dark:text-slate-400">
          Results are estimates based on industry benchmarks and the figures you enter; actual outcomes vary
          by organization and are not a guarantee.
        </p>
      </div>
    </section>
  );
}
