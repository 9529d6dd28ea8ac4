import { foldAccents } from '../../../shared/text/normalize-words';

/**
 * Words for job titles and kinds of employer in the languages resumes are most often written in
 * besides English, so a Spanish, Portuguese, Catalan, French, Italian, German, Dutch or Scandinavian
 * header is told apart as well as an English one. Romance titles and employers name their kind
 * first ("Médica Veterinária", "Clínica Veterinária Kanimambo"); Germanic ones close a compound
 * with it ("Systemadministratorin", "Skelleftebladet"), so those are matched as a word's ending.
 */

/** Title nouns, masculine and feminine, compared without accents. */
const ROMANCE_TITLE_HEADS = new Set(
  `ingeniero ingeniera enginyer enginyera engenheiro engenheira ingenieur ingenieure ingegnere
  tecnico tecnica tecnic technicien technicienne analista analyste gerente director directora diretor
  diretora directeur directrice direttore direttrice jefe jefa cap chefe responsable responsabile
  coordinador coordinadora coordenador coordenadora coordinateur coordinatrice coordinatore
  coordinatrice administrador administradora administrateur administratrice amministratore consultor
  consultora consultante consulente asesor asesora assessor assessora conseiller conseillere medico
  medica metge metgessa medecin enfermero enfermera enfermeiro enfermeira infermer infermera infirmier
  infirmiere infermiere veterinario veterinaria veterinari veterinaire abogado abogada advogado advogada
  advocat advocada avocat avocate avvocato profesor profesora professor professora professeur docente
  asistente assistente auxiliar auxiliaire becario becaria estagiario estagiaria stagiaire pasante
  practicante desarrollador desarrolladora desenvolvedor desenvolvedora developpeur developpeuse
  sviluppatore programador programadora programmeur programmeuse programmatore operador operadora
  operateur operatrice operatore contable contador contadora contabilista comptable vendedor vendedora
  vendeur vendeuse supervisor supervisora superviseur encargado encargada encarregado encarregada
  especialista specialiste redactor redactora redator redatora redacteur redactrice periodista
  jornalista journaliste traductor traductora tradutor tradutora traducteur traductrice gestor gestora
  gestionnaire cajero cajera conductor conductora motorista chauffeur mecanico mecanica mecanicien
  electricista eletricista electricien fundador fundadora fondateur fondatrice fondatore presidente
  president presidente secretario secretaria secretaire recepcionista receptionniste agente
  investigador investigadora pesquisador pesquisadora chercheur chercheuse ricercatore ricercatrice
  farmaceutico farmaceutica pharmacien pharmacienne arquitecto arquitecta arquiteto arquiteta architecte
  architetto disenador disenadora designer dissenyador dissenyadora maestro maestra mestre educador
  educadora educateur educatrice comercial delegado delegada adjunto adjunta adjoint adjointe
  subdirector subdirectora`.split(/\s+/),
);

/** Endings of Germanic and Scandinavian title compounds ("Projektleiterin", "Systeembeheerder", "Sommarvikarie"). */
const GERMANIC_TITLE_ENDINGS =
  /(leiter|leiterin|ingenieur|ingenieurin|berater|beraterin|entwickler|entwicklerin|techniker|technikerin|administratorin|referent|referentin|assistent|assistentin|praktikant|praktikantin|mitarbeiter|mitarbeiterin|kaufmann|kauffrau|fuhrer|fuhrerin|managerin|beheerder|medewerker|medewerkster|adviseur|ontwikkelaar|monteur|verkoper|stagiair|leider|leidster|redaktor|redaktør|vikarie|vikar|ansvarig|ingenjor|ingeniør|utvecklare|utvikler|konsult|konsulent|handlaggare|saksbehandler|samordnare|koordinator|saljare|selger|larare|lærer|sjukskoterska|sykepleier|tekniker|chef|sjef)$/;

/** Kinds of employer a Romance name opens with ("Clínica Veterinária Kanimambo", "Associação Vida Rural"). */
const ROMANCE_ORGANISATION_KINDS = new Set(
  `clinica hospital associacao asociacion associacio fundacion fundacao fundacio fondation
  fondazione universidad universidade universitat universite universita instituto institut istituto
  colegio escuela escola ecole scuola empresa compania companhia sociedad sociedade societat societe
  societa banco banca banque ministerio ministere ministero ayuntamiento ajuntament camara mairie comune
  consorcio consorci grupo groupe gruppo fazenda hacienda granja cooperativa centro
  laboratorio laboratoire farmacia pharmacie despacho bufete gabinete agencia agence agenzia
  editora tidningen`.split(/\s+/),
);

/** Endings of Germanic employer names ("Klinikum", "Ziekenhuis", "Skelleftebladet"). */
const GERMANIC_ORGANISATION_ENDINGS =
  /(klinik|klinikum|krankenhaus|schule|universitat|hochschule|verlag|zeitung|gruppe|kommune|gemeente|ziekenhuis|stichting|vereniging|bladet|tidning|tidningen|avisen|sykehus|sjukhus|kommun|forbund)$/;

/** A phrase read by its first word (Romance) or its last word's ending (Germanic), accents folded. */
function namesKind(words: readonly string[], firstWords: ReadonlySet<string>, endings: RegExp): boolean {
  const first = foldAccents(words[0] ?? '').toLowerCase();
  const last = foldAccents(words.at(-1) ?? '').toLowerCase();
  return firstWords.has(first) || (last.length > 6 && endings.test(last));
}

/** Whether a phrase names a title: "Médica Veterinária", "Systemadministratorin". */
export const isForeignTitle = (words: readonly string[]): boolean =>
  namesKind(words, ROMANCE_TITLE_HEADS, GERMANIC_TITLE_ENDINGS);

/** Whether a phrase names a kind of employer: "Clínica Veterinária Kanimambo", "Skelleftebladet". */
export const isForeignOrganisation = (words: readonly string[]): boolean =>
  namesKind(words, ROMANCE_ORGANISATION_KINDS, GERMANIC_ORGANISATION_ENDINGS);
