import {
  accentCatalogue,
  densityCatalogue,
  designFor,
  fontCatalogue,
  type ResumeDesign,
  resumeAccents,
  resumeDensities,
  resumeFonts,
  resumeTemplates,
  templateCatalogue,
} from '../../../shared/resume/layout/resume-design';
import { CONTROL_CLASS } from '../jobs/form-controls';

type TemplatePickerProps = {
  design: ResumeDesign;
  onChange: (design: ResumeDesign) => void;
  idPrefix: string;
};

/** The three ATS-safe templates and their font, accent and density; every change shows at once. */
export function TemplatePicker({ design, onChange, idPrefix }: TemplatePickerProps) {
  const option = <K extends keyof ResumeDesign>(key: K, value: ResumeDesign[K]) =>
    onChange({ ...design, [key]: value });
  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">Template</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {resumeTemplates.map((template) => {
            const info = templateCatalogue[template];
            const checked = design.template === template;
            return (
              <label
                key={template}
                className={`cursor-pointer rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'}`}
              >
                <input
                  type="radio"
                  name={`${idPrefix}-template`}
                  value={template}
                  checked={checked}
                  onChange={() => onChange(designFor(template))}
                  className="sr-only"
                />
                <span className="block font-semibold text-slate-900 dark:text-white">{info.label}</span>
                <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
                  {info.description}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice
          id={`${idPrefix}-font`}
          label="Font"
          value={design.font}
          options={resumeFonts.map((font) => [font, fontCatalogue[font].label])}
          onChange={(font) => option('font', font)}
        />
        <Choice
          id={`${idPrefix}-accent`}
          label="Accent colour"
          value={design.accent}
          options={resumeAccents.map((accent) => [accent, accentCatalogue[accent].label])}
          onChange={(accent) => option('accent', accent)}
          swatch={`#${accentCatalogue[design.accent].hex}`}
        />
        <Choice
          id={`${idPrefix}-density`}
          label="Density"
          value={design.density}
          options={resumeDensities.map((density) => [density, densityCatalogue[density].label])}
          onChange={(density) => option('density', density)}
        />
      </div>
    </div>
  );
}

type ChoiceProps<V extends string> = {
  id: string;
  label: string;
  value: V;
  options: Array<[V, string]>;
  onChange: (value: V) => void;
  swatch?: string;
};

function Choice<V extends string>({ id, label, value, options, onChange, swatch }: ChoiceProps<V>) {
  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300"
      >
        {label}
        {swatch ? (
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-full"
            style={{ background: swatch }}
          />
        ) : null}
      </label>
      <select
        id={id}
        className={CONTROL_CLASS}
        value={value}
        onChange={(event) => {
          const chosen = options.find(([option]) => option === event.target.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
