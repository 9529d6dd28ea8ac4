import type { Fact } from '../knowledge/facts';
import type { Focus } from '../knowledge/focus';
import type { FactPlan } from '../reason/facts/fact-plan';
import { bullets, capital, lines } from './reply-text';

/** "3 of the 6 projects on the site:" (or "All 6") and the three, each with its date. */
export function wordHaving(
  plan: Extract<FactPlan, { op: 'having' }>,
  noun: string,
): { text: string; facts: Fact[]; focus: Focus | null } {
  return {
    text: lines(
      plan.facts.length === plan.total
        ? `All ${plan.total} ${noun}s on the site:`
        : `${capital(String(plan.facts.length))} of the ${plan.total} ${noun}s on the site:`,
      bullets(plan.facts.map((fact) => `${capital(fact.name)}${fact.when ? ` (${fact.when})` : ''}`)),
    ),
    facts: plan.facts,
    focus: plan.facts.length === 1 ? (plan.facts[0]?.focus ?? null) : null,
  };
}
