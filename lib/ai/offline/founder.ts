import type { QuizAnswers } from "@/lib/validation";

/**
 * What the founder says of their own business as it stands: whether they do the work alone and whether
 * they already sell. Both change what the package may say of them ("a small founding team", "no
 * customers yet").
 */

const answered = (answers: QuizAnswers) =>
  [
    answers.problem,
    answers.solution,
    answers.targetAudience,
    answers.differentiator,
    answers.businessModel,
  ].join(" ");

/** "I'm one person", "just me", "a one-man band": the founder says they are the whole team. */
const ONE_PERSON =
  /\bI(?:'m|’m|\s+am)\s+(?:just\s+)?(?:one\s+person|a\s+one[-\s](?:man|woman|person)\b|on\s+my\s+own|solo|alone)\b|\b(?:just\s+me|one[-\s](?:man|woman|person)\s+(?:band|business|operation|show|shop))\b/i;
/** "I come round and assemble furniture": the solution opens on work the founder does themselves. */
const I_DO =
  /^\s*I\s+(?!(?:want|wanna|plan|will|would|hope|think|need|am|have|had|was|can|could|should|might|may)\b|['’])\p{Ll}+/iu;

/**
 * Whether the founder does the work alone (see ONE_PERSON, I_DO): the forecast is then paced to one
 * person's working time, not to a team the founder never mentioned.
 */
export function workedAlone(answers: QuizAnswers): boolean {
  return (
    ONE_PERSON.test(answered(answers)) || (I_DO.test(answers.solution) && !/\bwe\b/i.test(answers.solution))
  );
}

/**
 * "I get most jobs from Nextdoor", "we already sell at two markets", "our regular clients": the founder
 * already has customers.
 */
const TRADING =
  /\b(?:(?:we|I)\s+(?:already\s+)?(?:get|got|find|win)\s+(?:most|many|all|half|a\s+lot)\s+(?:of\s+)?(?:(?:our|my)\s+)?(?:jobs|customers|clients|orders|bookings|work)|(?:we|I)\s+(?:already|currently)\s+(?:have\s+(?:\d|customers|clients|a\s+few)|sell|serve|run|deliver)|(?:we|I)(?:'ve|’ve|\s+have)\s+(?:already\s+)?(?:sold|served|delivered|done|signed)\s+(?:\d[\d,.]*|over|more|about|around)|(?:our|my)\s+(?:current|existing|regular)\s+(?:customers|clients)|\d[\d,]*\+?\s+(?:paying\s+)?(?:customers|clients|subscribers|orders)\s+(?:already|so\s+far|to\s+date)|\b(?:got|have|has)\s+(?:like\s+|about\s+|around\s+|over\s+)?\d[\d,]*\+?\s+(?:regulars|regular\s+(?:customers|clients)|paying\s+(?:customers|clients)))\b/i;

/** Whether the founder already sells (see TRADING). */
export function alreadyTrading(answers: QuizAnswers): boolean {
  return TRADING.test(answered(answers));
}

/**
 * Early proof a founder states without selling yet: "12 already said yes", "a waitlist of 300", "40
 * pre-orders", "signed 3 letters of intent".
 */
const EARLY_PROOF =
  /\b\d[\d,.]*\+?\s+(?:(?:of\s+them|people|customers|clients|shops|businesses|users)\s+)?(?:already\s+)?(?:said\s+yes|signed(?:\s+up)?|committed|pre-?ordered|joined)\b|\b(?:waitlist|wait-list|waiting\s+list)\s+of\s+(?:over\s+|about\s+)?\d|\b\d[\d,.]*\+?\s+(?:people\s+)?(?:on\s+(?:the|our|a|my)\s+(?:waitlist|wait-list|waiting\s+list)|pre-?orders|LOIs?|letters\s+of\s+intent|sign-?ups|beta\s+(?:users|testers))\b/i;

/**
 * The founder's own words for what they have already won (customers, a waitlist, dealers who said yes):
 * the clause that says it, whole, for the Traction slide; null when the answers claim none.
 */
export function founderTraction(answers: QuizAnswers): string | null {
  for (const text of [
    answers.targetAudience,
    answers.businessModel,
    answers.differentiator,
    answers.solution,
    answers.problem,
  ])
    for (const sentence of text.split(/(?<=[.!?])\s+/))
      for (const clause of sentence.split(/\s[-–—]\s|;\s/)) {
        if (!EARLY_PROOF.test(clause) && !TRADING.test(clause)) continue;
        const words = clause.trim().replace(/[.!?]+$/, "");
        if (words.split(/\s+/).length <= 30 && words.length <= 240)
          return words.charAt(0).toUpperCase() + words.slice(1);
      }
  return null;
}

/**
 * What the founder says qualifies them or their team: a trade they have worked in, years at it, the people
 * on the team ("I'm a ward nurse myself (11 yrs)", "we're ex-firefighters", "Made by a former bank teller",
 * "we have former auditors on the team"). It must speak of the founder (I, we, our, "made by"): "letters
 * corrected by ex-examiners" is a feature of the product, not the team.
 */
const SELF = /\b(?:I|I'm|I’m|I've|I’ve|we|we're|we’re|we've|we’ve|my|our|myself|ourselves)\b/i;
const BY_ONE_PERSON = String.raw`\b(?:made|built|run|founded|started|designed|created|written)\s+by\s+an?\s+(?:former|ex-|retired|guy|woman|man|mum|mom|dad|veteran|\d+-year)`;
const CREDENTIAL = new RegExp(
  [
    // "I'm a ward nurse myself", "we're ex-firefighters", "I am a retired teacher"
    String.raw`\b(?:I(?:'m|’m|\s+am)|we(?:'re|’re|\s+are))\s+(?:(?:a|an|both|all|two|three)\s+)?(?:former|ex-?|retired|qualified|certified|trained|licensed|registered|chartered|practising|practicing|working|senior|\p{Ll}+\s+(?:nurse|teacher|engineer|doctor|chef|lawyer|accountant|mechanic|developer|designer|pharmacist|electrician|plumber|architect|midwife|physio|therapist)s?\b|(?:nurse|teacher|engineer|doctor|chef|lawyer|accountant|mechanic|developer|designer|pharmacist|electrician|plumber|architect|midwife|physio|therapist|farmer|baker|carpenter|tailor|coach|tutor|trainer|consultant|auditor|translator|paramedic|dentist|vet|pilot|driver|guide)s?\b)`,
    // "built by a guy who's been a volunteer for 14 yrs", "Made by a former bank teller"
    // (one person: "made by weaving cooperatives", "taught by Lao teachers" are how the product is made)
    String.raw`${BY_ONE_PERSON}`,
    // "we have former auditors on the team", "our team of ex-examiners"
    String.raw`\b(?:former|ex-)\s*\p{L}+`,
    // "I've been a nurse for 11 years", "I ran a grooming van for six years", "after 10 years as a chef"
    String.raw`\b(?:I|we)(?:'ve|’ve|\s+have)?\s+(?:been|worked|spent|ran|run|taught|coached|drove|driven|cooked|trained|managed|owned)\b[^.;,]*?\b(?:\d+\+?|a\s+few|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(?:years?|yrs)\b`,
    String.raw`\b\d+\+?\s*(?:years?|yrs)\s+(?:as\s+an?|in\s+the\s+trade|of\s+experience|experience)\b`,
  ].join("|"),
  "iu",
);

/**
 * The founder's own words for who they are, when they say it (see CREDENTIAL): the clause, whole, for the
 * Team slide; null when the answers do not say.
 */
export function founderCredentials(answers: QuizAnswers): string | null {
  const byOne = new RegExp(BY_ONE_PERSON, "iu");
  for (const text of [
    answers.differentiator,
    answers.solution,
    answers.targetAudience,
    answers.problem,
    answers.businessModel,
  ])
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      // An aside is read on its own: "Accounting bureaus in Tallinn… (we're accountants ourselves)".
      const asides = sentence.match(/\(([^()]+)\)/g)?.map((a) => a.slice(1, -1)) ?? [];
      for (const part of [...asides, sentence])
        for (const clause of part.split(
          /(?:\s[-–—]\s|;\s|,\s+(?=(?:and|so|but|which|while)\s))(?![^()]*\))/,
        )) {
          const piece = clause.replace(/^(?:and|so|but|which|while)\s+/i, "").trim();
          if (!CREDENTIAL.test(piece) || !(SELF.test(piece) || byOne.test(piece))) continue;
          const words = piece.replace(/[.!?]+$/, "");
          if (words.split(/\s+/).length <= 30 && words.length <= 240)
            return words.charAt(0).toUpperCase() + words.slice(1);
        }
    }
  return null;
}
