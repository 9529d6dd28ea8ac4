export function SectionHeader({
  eyebrow,
  title,
  intro,
  id,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  id: string;
}) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-accent-400">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}
