export function SkillTags({ skills, className = 'mt-4' }: { skills: readonly string[]; className?: string }) {
  return (
    <ul className={`${className} flex flex-wrap gap-2`} aria-label="Skills">
      {skills.map((skill) => (
        <li
          key={skill}
          className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {skill}
        </li>
      ))}
    </ul>
  );
}
