"""Which of a station's figures a question asks for: its fire danger, its readings, or both. Read on the
simplified question after the other constructs, when the intents are already those figures:

- a rating named in crew words ("what rating is X under", "are we in the red", "the index at X") is the
  danger, as a code named is ("the ISI at X");
- the whole picture ("what are we dealing with at X", "how's it looking", "full picture: weather plus how
  dangerous") and a question naming both the weather and the danger ("is it windy enough to make it
  dangerous", "hot and dangerous") ask for both: an answer with one of them leaves half the question out;
- a firing operation ("safe to do a burnout", "light a backfire", "a window for a firing operation") is a
  plan the box cannot make, with the danger that bears on it.
"""
import re

from appliance.understand.unheld import FORECAST, unheld_part

CODES = re.compile(r"\b(fwi|isi|ffmc|dmc|dc|bui|ifm|idh|danger class|fire weather index|drought code|duff moisture code|"
                   r"fine fuel moisture code|initial spread index|build ?-?up index)\b")
RATING = re.compile(r"\b(rating|rated|in the red|red zone|danger level|fire level|risk level|index|indice|how risky|"
                    r"niveau de (?:risque|danger)|nivel de (?:riesgo|peligro)|on the (?:bad|dangerous|high|risky) side)\b")
DANGER_WORDS = re.compile(r"\b(likely|likelihood|probable|probability|danger|risk|risky|fwi|isi|ffmc|class|how bad|dangerous|risque|riesgo|peligro|peligroso|dangereux|"
                          r"rating|in the red|index)\b")
# Readings by name ("hot and dangerous": the temperature and the danger).
WEATHER_WORDS = re.compile(r"\b(temp\w*|humid\w*|rh|hr|wind\w*|rain\w*|weather|wx|readings|obs|meteo|tiempo|viento|vent|hot|dry|"
                           r"lluvia|pluie|temperatura|humedad)\b")
WHOLE_PICTURE = re.compile(r"\b(what (?:are|am|is) (?:we|i|the crew) (?:dealing with|up against|facing|looking at|walking into)|"
                           r"how(?:'s| is| are| does) (?:it|things|everything|the situation) look\w*|"
                           r"how(?:'s| is) it (?:going|shaping up) (?:at|in|out)|(?:full|whole|big) picture|"
                           r"what(?:'s| is) it like (?:at|in|out)|lay of the land|size ?-?up|que tal (?:esta|va) la cosa|"
                           r"comment ca se presente|ca donne quoi|como (?:esta|pinta) (?:la cosa|el panorama)|"
                           r"how(?:'s| is| are) (?:\w+[ -]?){1,3} looking(?: (?:now|today|right now))?\W*$)\b")
FIRING = re.compile(r"\b(burn ?-?outs?|burn ops?|burn(?:ing)? windows?|window to burn|burn operations?|prescribed burn\w*|controlled burn\w*|backfir\w*|back ?-?burn\w*|firing (?:operations?|ops?|out)|"
                    r"light (?:a |the |it |up )?(?:backfire|fire|burn|off)|ignition operations?|contrafuegos?|"
                    r"quemas? (?:de ensanche|controladas?)|brulage\w*|contre-feux?|feu tactique)\b")
# Weather words that name no reading: the fire weather index, the weather station, the weather not wanted.
NOT_WEATHER = re.compile(r"\b(fire we?a?ther(?: index)?|(?:wx|weather|met|meteo) stations?|"
                         r"(?:don't|dont|do not|no) (?:need|want) (?:the |a )?(?:full |whole |entire )?(?:weather|wx|readings|obs)|"
                         r"(?:skip|forget|never mind|not|without) (?:the |a )?(?:weather|wx|readings|obs))\b")
# The danger asked in plain words: "can it take off", "how bad is it", "c'est dangereux", "what class is X in".
DANGER_ASK = re.compile(r"\b(how bad (?:is it|are things|is it looking|does it look|could it get|will it get)|"
                        r"(?:can|could|would|will) (?:it|a fire|one|that|something) (?:take off|run|get away|blow up)|take off|"
                        r"dangereux|dangereuse|peligroso|peligrosa|(?:le )?feu (?:peut|pourrait|va) (?:partir|prendre|demarrer)|"
                        r"what (?:danger )?class|which class|(?:wat|what) clas|classe de danger|clase de peligro)\b")
# The readings and the danger named side by side: "the conditions and danger class", "danger + wx".
BOTH_NAMED = re.compile(r"\b(?:conditions|readings|weather|wx|obs|numbers) (?:and|&|\+|plus|et|y) (?:the |a )?(?:fire )?"
                        r"(?:danger|risk|fwi|class|rating|danger class)\b|\b(?:danger|risk|fwi|class|rating) (?:and|&|\+|plus|et|y) "
                        r"(?:the )?(?:conditions|readings|weather|wx|obs)\b")
FIGURES = {"current_conditions", "danger"}


def apply_figures(f, text: str, intents: list[str], plan_asked: bool) -> list[str]:
    """The intents after the figure constructs (`plan_asked`: the question asks where or how to act)."""
    anchored = bool(f.stations or f.all_stations)
    if FIRING.search(text) and anchored and "refuse" not in intents:
        window = f.time.kind in ("last", "range")
        return list(dict.fromkeys(["tactical", "danger"] + [i for i in intents if i not in ("current_conditions", "tactical", "danger")
                                                            and (window or i != "summary")]))
    if not anchored or plan_asked:
        return intents
    held = unheld_part(text)
    asked = text.replace(held[0], " ") if held and held[1] in ("forecast", "not held") else text     # "... et la météo de demain"
    weather = WEATHER_WORDS.search(FORECAST.sub(" ", NOT_WEATHER.sub(" ", asked)))
    briefed = re.search(r"\b(?:brief|briefing|rundown)\b", text) and weather and DANGER_WORDS.search(asked)
    if (WHOLE_PICTURE.search(text) or briefed) and set(intents) <= FIGURES | {"summary", "tactical", "capabilities"} \
            and f.time.kind not in ("last", "range"):
        return ["current_conditions", "danger"]    # "brief me on X's weather and fire index": both, today
    if DANGER_ASK.search(text) and not weather and set(intents) <= FIGURES | {"summary", "tactical", "capabilities"} \
            and f.time.kind not in ("last", "range"):
        return ["danger"]
    if not set(intents) <= FIGURES | {"tactical", "capabilities"}:
        return intents
    if (weather and DANGER_WORDS.search(asked)) or BOTH_NAMED.search(asked):
        return ["current_conditions", "danger"]
    if CODES.search(asked) or RATING.search(asked):
        return ["danger"]
    if weather and not DANGER_WORDS.search(asked) and "danger" in intents and f.intent_scores.get("danger", 0) < 0.75:
        return ["current_conditions"]        # "cuanto viento hay en X", "temp and the UV index": a reading named, no danger
    if not weather and DANGER_WORDS.search(text) and set(intents) == FIGURES \
            and not re.search(r"(?<!fire )(?<!burn )(?<!flag )\bconditions\b", asked):
        return ["danger"]                    # "risque à X et la météo de demain": the weather named is the forecast's
    return intents
