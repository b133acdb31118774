// The brief's marketing claims, written once; pages show only those we can stand behind (`show: true`, decision 007).

export type Claim = {
  /** The figure as the brief writes it, e.g. "95%". */
  value: string;
  /** What the figure counts, as a page would label it. */
  label: string;
  /** Whether a page may show it. */
  show: boolean;
};

export const claims = {
  topThreeChoices: { value: "95%", label: "of students admitted to one of their top 3 choices", show: false },
  firstChoice: { value: "87%", label: "of students admitted to their first choice", show: false },
  students: { value: "10K+", label: "students", show: false },
  rating: { value: "4.9/5", label: "average rating", show: false },
  successRate: { value: "95%+", label: "success rate", show: false },
  studentsHelped: { value: "100+", label: "students helped", show: true },
  percentileImprovement: { value: "15-25", label: "percentile improvement", show: false },
  toeflGain: { value: "+20", label: "points on the TOEFL", show: false },
  greGain: { value: "+15", label: "points on the GRE", show: false },
  actGain: { value: "+5", label: "points on the ACT", show: false },
  greWords: { value: "3,000", label: "GRE words with spaced review", show: true },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** A claim a page may show; throws for one we keep off the site, so a page cannot show it by mistake. */
export function shownClaim(id: ClaimId): Claim {
  const claim = claims[id];
  if (!claim.show)
    throw new Error(`The claim "${id}" is not shown on the site (docs/decisions/007-marketing-claims.md)`);
  return claim;
}
