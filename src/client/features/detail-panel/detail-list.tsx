export function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-slate-900 dark:text-white">{title}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
