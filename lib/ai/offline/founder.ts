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
        if (words.split(/\s+/).length <= 30) return words.charAt(0).toUpperCase() + words.slice(1);
      }
  return null;
}
