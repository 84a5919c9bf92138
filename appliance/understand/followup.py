"""Follow-ups lean on the session's previous frame: "and at the other station?", "and yesterday?",
"What was it on 14 August?", "and the danger?", "if a fire starts there now".

A follow-up keeps the previous intents, stations and time unless it names its own: a clear match of
its own (STRONG_OWN), or a cue word for a new subject ("and the danger?"); "Why?" explains the last
answer instead. "There" is the station the previous answer singled out (its focus).
"""
import re

from appliance.understand import intents as I
from appliance.understand import stations as S
from appliance.understand.figures import CODES, DANGER_WORDS, WEATHER_WORDS
from appliance.understand.frame import Frame

FOLLOW_UP = re.compile(r"^[¿¡\"'(\s]*(?:(?:ok|okay|so|right|alright|bon|vale)\W+)?(and|what about|how about|same (for|at)|also|et|y|and what about|and at|and for|and in|et a|et pour|y en|y para|then)\b")
FOLLOW_UP_MAX_WORDS = 9
CUE_FOLLOW_UP_MAX_WORDS = 6   # "and the danger?" names its subject by a cue; a longer follow-up is read whole
WEAK_MATCH = 0.5
STRONG_OWN = 0.7         # a follow-up's own intent counts only when it matches this well (not "¿Y ayer?")
SUBJECTS = {"current_conditions", "danger", "summary", "analogs", "frames", "spread", "drift", "documents", "tactical"}
# "there" / "that station": the station the previous answer singled out.
THERE = re.compile(r"\b(there|that station|that one|la-bas|cette station|alli|alla|ahi|esa estacion)\b")
# "What was it on 14 August?", "and what was that yesterday?": a pronoun for the previous question's subject.
ANAPHORA = re.compile(r"\b(it|that|this|there|those|these|them|ca|cela|celle-ci|eso|esa|ese|alli|ahi)\b")
# "for that day", "over those same days", "at the same time": the previous question's time and stations,
# whatever the length of the question.
SAME_CONTEXT = re.compile(r"\b(that day|that date|those days|those same days|the same days?|same period|same time|"
                          r"that period|that week|that month|ce jour-la|ces jours-la|ese dia|esos dias|ese mismo dia)\b")
EXISTENTIAL = re.compile(r"\b(is|are|was|were|has|have|had|will|any(thing)?) there\b|\bthere (is|are|was|were|has|have|s)\b")


def _no_existential(text: str) -> str:
    """"Is there smoke?" points nowhere: only a "there" that stands for a place refers back."""
    return EXISTENTIAL.sub(" ", text)


def there_stations(text: str, previous: Frame | None) -> list[str]:
    """"If a fire starts there now": the stations the previous answer singled out ("watch X")."""
    if previous is not None and previous.focus and THERE.search(_no_existential(text)):
        return list(previous.focus)
    return []


# "Why?", "Pourquoi ce niveau ?", "explain why you won't": in a session, a question about the last answer.
WHY = re.compile(r"^[\W_]*(why|how come|explain|justify|pourquoi|explique|por que|porque|explica|"
                 r"(?:walk|talk|take) me through (?:your|the|that)|how did you (?:get|work out|come up with|decide))\b")


LAST_ANSWER = re.compile(r"\b(your (?:last|previous|answer|call|assessment)|that answer|last (?:call|answer|assessment))\b")


def asks_about_last_answer(text: str) -> bool:
    """"Walk me through your last call", "on what basis was your last assessment made": an explanation asked."""
    return bool((WHY.match(text) or re.search(r"\b(?:on )?what basis\b|\bwhy did you\b", text)) and LAST_ANSWER.search(text))


# The session's stations against each other, none named: "compare them", "which is worse", "lequel surveiller".
COMPARE_THEM = re.compile(r"^\W*(?:ok |so |and |then )*(?:compare (?:them|the two|both|those)|wh?ich (?:one |of (?:them|the two) )?"
                          r"(?:is|was|looks|'s) (?:worse|better|riskier|safer|drier|dryer|hotter|windier|wetter|colder|more humid|more dangerous)|"
                          r"wh?ich (?:one |of (?:them|the two) )?"
                          r"(?:should we|do we|to) watch|lequel (?:surveiller|(?:je |on |nous )?surveill\w*|est (?:le )?(?:pire|plus))|laquelle est (?:la )?pire|cual (?:vigilar|es (?:la |el )?peor))\b")
COMPARE_WITH = re.compile(r"\b(compare[sd]? (?:it |that |this )?(?:with|to|against)|versus|vs|how does (?:it|that) compare|"
                          r"compare[rz]? avec|comparado con|comparar con|compara con)\b")


# Words that leave a follow-up's subject as it was: "Et à Sidi Bel Abbès ?", "sidi bel abbes same day",
# "what was it yesterday at X", "and now", "numbers pls" (station names are masked before these are read).
KEEPS_SUBJECT = set("""and et y what whats about how ok okay so then at in a en for pour para over there the la le el les los same
    pareil pareille meme mismo misma lo idem ditto day jour dia that ce cette ese esa this it its was is s were be
    c est es also too aussi tambien please pls plz numbers figures details one station estacion now today
    yesterday hier ayer hoy aujourd hui maintenant ahora right just alone only alors entonces again encore otra
    vez on of de del du des when time quelle heure hora que quand cuando exactly copy roger rgr copied where etait
    ou exactement donde estaba fue exactamente before after avant apres antes despues request question thing
    understood""".split())
TIME_TOKEN = re.compile(r"^(?:\d+(?:st|nd|rd|th|er)?|january|february|march|april|may|june|july|august|september|october|"
                        r"november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|"
                        r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|"
                        r"morning|noon|midday|afternoon|evening|night|matin|midi|soir|manana|mediodia|tarde|noche|"
                        r"am|pm|h|sept|aug|jul|jun)$")
# A verdict asked of the last answer's figures: "is that bad", "so should we worry", "c'est grave ?", "¿eso es alto?".
JUDGE = re.compile(r"^\W*(?:(?:so|and|ok|okay|then|alors|et|y|pero|but)\W+)*(?:is (?:that|it|this) (?:bad|high|low|a lot|dangerous|serious|"
                   r"worrying|concerning|ok|okay|good)|should (?:we|i) (?:be )?worr\w*|(?:do|does) (?:we|i|that) (?:need to )?worry|"
                   r"how worried|(?:is|was) (?:the )?(?:fire )?(?:danger|risk|fwi|index|rating) (?:high|low|bad|up|down|ok)|c'est (?:grave|mauvais|dangereux|eleve|haut|beaucoup|inquietant)|est-ce grave|"
                   r"(?:eso|esto) es (?:alto|malo|grave|mucho|peligroso)|es (?:grave|malo|peligroso)|hay que preocuparse)\b")


NAMES_NOW = re.compile(r"\b(now|today|right now|currently|maintenant|aujourd'hui|ahora|hoy)\b")


def figure_of(f: Frame, previous: Frame | None) -> str:
    """The station figure a question is about ("danger" / "current_conditions"), carried along a session:
    "what's it right now" after "the danger over the last 3 days" and "and the past 24 hours" is the danger."""
    for name in ("danger", "current_conditions"):
        if name in f.intents:
            return name
    folded = S.fold(f.question)
    if DANGER_WORDS.search(folded) or re.search(r"\bincendio\b", folded):
        return "danger"
    if WEATHER_WORDS.search(folded):
        return "current_conditions"
    return previous.figure if previous is not None and f.follow_up else ""


def _same_subject(previous: Frame, f: Frame, text: str) -> list[str]:
    """The previous subject asked again; "and now?" after a window or the record asks the figure today;
    after a question the box could not serve ("what'll it be tonight"), the session's figure."""
    if previous.intents[0] in ("out_of_scope", "refuse", "capabilities", "explain"):
        return [previous.figure]
    if previous.intents[:1] in (["summary"], ["analogs"]) and (NAMES_NOW.search(text) or
                                                            (previous.intents == ["summary"] and f.time.kind == "day")):
        return [previous.figure or "current_conditions"]
    return list(previous.intents)


def lean_on_previous(f: Frame, question: str, text: str, previous: Frame | None, bare: list[str] | None = None) -> None:
    """Makes `f` a follow-up of `previous` when it reads as one (in place)."""
    if previous is None or not previous.intents:
        return
    if previous.intents == ["documents"] and CODES.search(S.fold(previous.question)) and re.search(r"\b(now|today|there|right now|currently|"
                                                                                     r"at the moment|maintenant|ahora)\b", text):
        # "what's FFMC mean?" then "and what is it there now": the code's figure at the session's station.
        f.follow_up, f.intent_by, f.intents = True, "follow-up", ["danger"]
        f.stations = f.stations or list(previous.session_stations or previous.stations)[:1]
        return
    words = [S.fold(w) for w in (bare or [])]
    if (words or f.stations) and len(words) <= FOLLOW_UP_MAX_WORDS and all(w in KEEPS_SUBJECT or TIME_TOKEN.match(w) for w in words) \
            and (previous.intents[0] not in ("out_of_scope", "refuse", "capabilities", "explain") or previous.figure) \
            and "refuse" not in f.intents:
        # Only a station, a time or "the same": the previous subject, asked of them.
        f.follow_up, f.intent_by, f.intents = True, "follow-up", _same_subject(previous, f, text)
        if not f.stations:
            f.stations, f.all_stations = list(previous.stations), previous.all_stations
        if f.time.kind == "now" and previous.time.kind != "now" and not NAMES_NOW.search(text):
            f.time = previous.time
        f.horizon_min = f.horizon_min or previous.horizon_min
        return
    if JUDGE.match(text) and not WEATHER_WORDS.search(text) and set(previous.intents) & {"current_conditions", "danger", "summary", "compare_stations"}:
        # "Is that bad?": the danger is the box's verdict on the figures it just gave.
        f.follow_up, f.intent_by, f.intents = True, "follow-up", ["danger"]
        f.stations, f.all_stations = (f.stations or list(previous.stations)), previous.all_stations
        if f.time.kind == "now" and previous.time.kind != "now":
            f.time = previous.time
        return
    if WHY.match(text) and (not f.stations or set(f.stations) <= set(previous.session_stations or previous.stations)) \
            and "refuse" not in f.intents:
        f.intents, f.intent_by = ["explain"], "follow-up"
    if f.intents and f.intents[0] == "explain" and not re.search(r"\bwhat (?:else )?can you\b|\bcan you (?:provide|give|do)\b", text):
        # The explanation keeps the explained answer in view: a follow-up after it ("and at Béjaïa?")
        # is about that answer's subject, not about the explanation.
        f.context_intents = list(previous.context_intents or previous.intents)
        f.stations, f.all_stations, f.time = list(previous.stations), previous.all_stations, previous.time
        f.focus = list(previous.focus)
        return
    if previous.intents == ["out_of_scope"] and previous.elsewhere_intents:
        # "Fire danger in Oran?" then "ok, what about X then": the subject asked of a place the box did not hold.
        previous = Frame(question=previous.question, intents=list(previous.elsewhere_intents), stations=previous.stations,
                         time=previous.time, all_stations=previous.all_stations, session_stations=previous.session_stations)
    sessions = previous.session_stations or previous.stations
    if COMPARE_THEM.search(text) and not f.stations and not f.all_stations and len(sessions) >= 2:
        # "compare them", "which is worse": the stations the session has been on.
        f.follow_up, f.intent_by, f.intents = True, "follow-up", ["compare_stations"]
        f.stations = list(sessions)
        if f.time.kind == "now" and previous.time.kind != "now":
            f.time = previous.time
        return
    if previous.intents == ["explain"] and previous.context_intents:
        previous = Frame(question=previous.question, intents=list(previous.context_intents), stations=previous.stations,
                         time=previous.time, all_stations=previous.all_stations, focus=previous.focus)
    if COMPARE_WITH.search(text) and len(f.stations) == 1 and previous.stations and f.stations[0] not in previous.stations:
        # "compare with Sidi Bel Abbes that day": the session's station against the one named.
        f.follow_up, f.intent_by, f.intents = True, "follow-up", ["compare_stations"]
        f.stations = list(dict.fromkeys(previous.stations + f.stations))
        if f.time.kind == "now" and previous.time.kind != "now":
            f.time = previous.time
        return
    top = max(f.intent_scores.values()) if f.intent_scores else 1.0
    short = len(question.split()) <= FOLLOW_UP_MAX_WORDS
    anaphoric = (short and not f.stations and bool(ANAPHORA.search(_no_existential(text)))) or bool(SAME_CONTEXT.search(text))
    explains = bool(f.intents) and f.intents[0] == "explain"     # "Why?" is about the last answer, not a new subject
    other = short and S.wants_other(question)      # "the other station?": this question, asked of the other one
    # "rh?", "temps?": a subject word and nothing else, asked of the session's station and time
    terse = not f.stations and 0 < len(words) <= 2 and any(i in SUBJECTS for i in I.cue_intents(question, fallback=False))
    if explains or not (FOLLOW_UP.match(text) or (short and top < WEAK_MATCH) or anaphoric or other or terse):
        return
    strong = [i for i in f.intents if f.intent_scores.get(i, 0) >= STRONG_OWN and i not in ("capabilities", "out_of_scope")]
    few = len(question.split()) <= CUE_FOLLOW_UP_MAX_WORDS
    named = [i for i in I.cue_intents(question, fallback=False) if i in SUBJECTS] if few else []
    if named:
        strong = named[:1]     # "Et le vent ?": a few words that name their subject say what they ask
    if not strong:
        # "and the danger?", "what about the wind?": too short for a clear match, but a cue word
        # names the new subject (the best-matching of the intents it cues); "and yesterday?" names none.
        # A longer one must also match that subject best ("and how far has it drifted since?").
        cued = [i for i in I.cue_intents(question, fallback=False) if i in SUBJECTS]
        pick = max(cued, key=lambda i: f.intent_scores.get(i, 0)) if cued else None
        best = max(f.intent_scores, key=f.intent_scores.get) if f.intent_scores else None
        long = len(question.split()) > CUE_FOLLOW_UP_MAX_WORDS
        strong = [pick] if pick and (not long or pick == best or previous.intents[0] in ("refuse", "out_of_scope")) else []
    if strong and not (other or FOLLOW_UP.match(text) or anaphoric or terse):
        return
    f.follow_up, f.intent_by = True, "follow-up"
    f.intents = list(previous.intents) if not strong else strong
    if not f.stations:
        f.stations, f.all_stations = list(previous.stations), previous.all_stations
    if f.time.kind == "now" and previous.time.kind != "now":
        f.time = previous.time
    f.horizon_min = f.horizon_min or previous.horizon_min
    f.coords = f.coords or previous.coords


STATION_BOUND = {"current_conditions", "danger", "summary", "analogs", "spread", "tactical"}


def keep_stations(f: Frame, previous: Frame | None) -> None:
    """A session's question about a station's data that names none ("Where should I put the
    engines?" after a question about Béjaïa) is about the station the session was on."""
    if previous is None or f.follow_up or f.stations or f.all_stations or f.coords or not previous.stations:
        return
    if set(f.intents) & STATION_BOUND and not previous.all_stations:
        f.stations = list(previous.stations)
        f.notes.append("stations from the session's previous question")
