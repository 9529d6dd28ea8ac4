/** Chat shorthand, read as the words it stands for (a map: "constructor" is not shorthand). */
export const SHORTHAND: ReadonlyMap<string, string> = new Map(
  Object.entries({
    r: 'are',
    u: 'you',
    ur: 'your',
    pls: 'please',
    plz: 'please',
    abt: 'about',
    thx: 'thanks',
    hw: 'how',
    wat: 'what',
    wht: 'what',
    yrs: 'years',
    exp: 'experience',
    mgr: 'manager',
    ppl: 'people',
    w: 'with',
    edu: 'education',
    mgmt: 'management',
    certs: 'certifications',
    cert: 'certification',
    biz: 'business',
    // a job description, as recruiters write it
    jd: 'posting',
    // "he's" and "he'd" once their apostrophe is gone
    hes: 'he',
    hed: 'he',
  }),
);
