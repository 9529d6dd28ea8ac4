/** Words that make a phrase a job title ("Senior Engineer", "VP, IT"), not an employer or a heading. */
export const TITLE_WORDS =
  /\b(manager|director|head|chief|officer|vp|svp|evp|avp|vice president|president|founder|co-founder|owner|partner|principal|consultant|advisor|adviser|engineer|analyst|architect|administrator|admin|specialist|lead|leader|supervisor|coordinator|technician|developer|designer|intern|associate|executive|cio|cto|ciso|coo|ceo|cfo|it-ops|tester|programmer|strategist|scientist|representative|assistant|contractor|fellow|instructor|sr\.?|senior|junior|jr\.?)\b/i;
