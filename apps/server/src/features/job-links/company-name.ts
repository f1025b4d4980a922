/** A company's legal form at the end of its name ("Fjordnett AS", "Brightwater Utilities plc"). */
const LEGAL_FORM = /[\s,]+(as|asa|ab|ltd|limited|plc|inc|llc|gmbh|oy|aps|a\/s|sa)\.?$/i;

/** "Fjordnett AS" → "Fjordnett": the name people call a company by. */
export const withoutLegalForm = (company: string) => company.replace(LEGAL_FORM, '');
