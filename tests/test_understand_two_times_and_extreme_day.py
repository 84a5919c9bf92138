"""One figure asked at two times in one message ("rain yesterday, and any today?") and a figure asked on the day a
window's extreme fell ("max temp in August, and the FWI on that day?"): the typed slots that say so (read.point_time,
read.extreme_of_day), read as the box reads them (tests/understand_frames.settled)."""
from datetime import datetime, timezone

import pytest

from appliance.understand.read import extreme_of_day, point_time
from appliance.understand.readback import read_back
from tests.understand_frames import NOW, STATIONS, settled


def _day(ts: float) -> str:
    return datetime.fromtimestamp(ts + 3600, tz=timezone.utc).date().isoformat()    # the stations' CET day


@pytest.mark.parametrize("question, intents, asked, second", [
    ("How much rain at SBA yesterday, and any today?", ["current_conditions"], "2012-09-29", "2012-09-30"),
    ("I know it rained a little at Sidi Bel Abbes yesterday. How many mm was it, and any rain today?",
     ["current_conditions"], "2012-09-30", "2012-09-29"),
    ("Humidité à Béjaïa hier, et aujourd'hui ?", ["current_conditions"], "2012-09-29", "2012-09-30"),
    ("¿FWI en Bejaia ayer y ahora?", ["danger"], "2012-09-29", "now"),
    ("الرطوبة في بجاية البارح واليوم؟", ["current_conditions"], "2012-09-29", "2012-09-30"),
    ("yesterdays rain at sidi bel abes and todays, both pls", ["current_conditions"], "2012-09-29", "now"),
])
def test_a_reading_asked_at_two_days_is_read_at_both(question, intents, asked, second):
    f = settled(question, intents)
    assert (f.time.kind, _day(f.time.start_ts)) == ("day", asked)
    t = point_time(f, question, NOW, STATIONS)
    assert t is not None and (t.kind if second == "now" else _day(t.start_ts)) == second


@pytest.mark.parametrize("question, intents", [
    ("Wind at SBA now, and rain today?", ["current_conditions"]),          # now and today are one time
    ("FWI at Béjaïa today? And right now?", ["danger"]),
    ("Temperature at SBA on 3 August", ["current_conditions"]),             # one day asked
    ("Rain at SBA yesterday, and the fire danger there?", ["current_conditions", "danger"]),
    ("Compare yesterday and today at both stations", ["compare_stations"]),  # not a reading or the danger alone
])
def test_one_time_asked_has_no_second_time(question, intents):
    f = settled(question, intents)
    assert point_time(f, question, NOW, STATIONS) is None


@pytest.mark.parametrize("question, extreme, figure", [
    ("Max temp at SBA in August, and what was the FWI on that day?", {"reading": "temperature_c", "end": "max"}, "danger"),
    ("Hottest day at Bejaia in July, and what was the wind that day?", {"reading": "temperature_c", "end": "max"},
     "current_conditions"),
    ("Température max à SBA en août, et le FWI ce jour-là ?", {"reading": "temperature_c", "end": "max"}, "danger"),
    ("Humedad mínima en Béjaïa en junio, ¿y el viento ese día?", {"reading": "rh_pct", "end": "min"}, "current_conditions"),
    ("أعلى حرارة في سيدي بلعباس في أوت، وشحال كان الـFWI في ذلك اليوم؟", {"reading": "temperature_c", "end": "max"}, "danger"),
    ("Highest FWI at SBA in July and the humidity on that same day", {"reading": "fwi", "end": "max"}, "current_conditions"),
])
def test_a_figure_asked_on_the_day_of_a_windows_extreme_names_both(question, extreme, figure):
    assert extreme_of_day(question, NOW) == (extreme, figure)


@pytest.mark.parametrize("question", [
    "Max temp at SBA in August?",                                        # no day asked after it
    "What was the FWI that day?",                                        # no extreme beside it
    "Highest FWI at SBA in July; how many fire days?",                   # a count, not that day's record
])
def test_no_extreme_day_without_an_extreme_and_a_figure_on_its_day(question):
    assert extreme_of_day(question, NOW) is None


def test_the_read_back_says_the_figure_is_read_on_the_extremes_day():
    f = settled("Température max à SBA en août, et le FWI ce jour-là ?", ["summary", "danger"])
    f.extreme, f.point_at_extreme, f.language = {"reading": "temperature_c", "end": "max"}, True, "fr"
    assert read_back(f).endswith("danger d'incendie: le jour du maximum de température")


@pytest.mark.parametrize("question", [
    "How many fire days at Béjaïa in July, and of all its days with FWI over 20, how many burned?",
    "Jours de feu à SBA en août, et de tous ses jours avec un FWI au-dessus de 20, combien ont brûlé ?",
])
def test_all_its_days_counts_past_days_over_the_whole_record_beside_a_month(text_embedder, question):
    from tests.understand_frames import frame

    f = frame(text_embedder, question)
    assert "analogs" in f.intents and f.whole_record
    assert f.time.kind == "range"                      # the month stays the summary's


def test_the_read_back_says_a_count_runs_over_the_whole_record():
    f = settled("How many fire days at Béjaïa in July, and of all its days with FWI over 20, how many burned?",
                ["summary", "analogs"])
    f.whole_record = True
    assert "days with FWI above 20 over the whole record" in read_back(f)


@pytest.mark.parametrize("question", [
    "How many fire days at SBA in August, and the FWI today?",
    "¿Cuántos días pasó de 30 grados en julio en Béjaïa y cuál es la temperatura ahora?",
    "Give me the count of August days with ISI above 10 at SBA, and today's ISI alongside.",
    "Nombre de jours en septembre où l'humidité est descendue sous 40 % à SBA, et l'humidité actuelle svp.",
    # how much, asked now, of the reading the days were counted by
    "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en juillet, et il fait combien aujourd'hui ?",
    "قداش من يوم كانت الرطوبة تحت 50 في المية في بجاية في سبتمبر، وقداش هي دروك؟",
])
def test_a_figure_asked_now_in_its_own_clause_beside_a_window_joins_and_is_read_now(text_embedder, question):
    from tests.understand_frames import frame

    f = frame(text_embedder, question)
    assert "summary" in f.intents and set(f.intents) & {"danger", "current_conditions"}
    assert f.point_time is not None and f.point_time.kind in ("now", "day")


@pytest.mark.parametrize("question, extreme, figure", [
    ("Hottest day at Sidi Bel Abbes in August: what was the humidity?", {"reading": "temperature_c", "end": "max"},
     "current_conditions"),
    ("On Béjaïa's highest-FWI day in August, how windy was it?", {"reading": "fwi", "end": "max"}, "current_conditions"),
    ("windiest day at sba this september - what was the rh", {"reading": "wind_kmh", "end": "max"}, "current_conditions"),
    ("Quel a été le jour le plus chaud à Béjaïa en août, et l'humidité ce jour-là ?",
     {"reading": "temperature_c", "end": "max"}, "current_conditions"),
    ("El día de más calor en Sidi Bel Abbès en septiembre, ¿qué humedad tenía?", {"reading": "temperature_c", "end": "max"},
     "current_conditions"),
    ("¿Cuál fue el FWI más alto de Sidi Bel Abbès en agosto y qué viento hacía ese día?", {"reading": "fwi", "end": "max"},
     "current_conditions"),
])
def test_an_extreme_asked_as_a_day_with_a_figure_beside_it_asks_the_figure_on_that_day(question, extreme, figure):
    assert extreme_of_day(question, NOW) == (extreme, figure)


@pytest.mark.parametrize("question", [
    "Hottest day in August at SBA, and how many fire days?",     # no figure beside the day
    "Max temp at SBA in August, and the min humidity?",           # two extremes, no day asked
    "Hottest day at SBA in August, and the humidity now?",        # the figure asked now (read.point_time)
])
def test_an_extreme_day_beside_no_figure_of_its_own_asks_nothing_on_that_day(question):
    assert extreme_of_day(question, NOW) is None


def test_a_time_only_follow_up_after_a_forecast_refused_asks_the_figure_forecast(text_embedder):
    from tests.understand_frames import session

    frames = session(text_embedder, "What's the danger going to look like tomorrow at Bejaia?", "Fine, today then.",
                     "Will it be hotter tomorrow at SBA?", "ok, today then")
    assert [f.intents for f in frames] == [["out_of_scope"], ["danger"], ["out_of_scope"], ["current_conditions"]]
    assert frames[1].stations == ["bejaia"] and frames[3].stations == ["sidi-bel-abbes"]


@pytest.mark.parametrize("turns, last", [
    (("Is there any rain today at Sidi Bel Abbès?", "Also, how much defensible space does Butte County want around a house?",
      "Sorry, back to SBA: what about at 4 in the morning?"), ["current_conditions"]),
    (("FWI at Béjaïa today?", "What can this box do?", "And yesterday?"), ["danger"]),
    (("Le FWI de demain à Sidi Bel Abbès, ça donne quoi ?", "Et aujourd'hui alors ?"), ["danger"]),
    (("واش غادي يكون الخطر غدوة في سيدي بلعباس؟", "واليوم؟"), ["danger"]),
])
def test_a_follow_up_after_a_detour_asks_the_figure_asked_before_it(text_embedder, turns, last):
    from tests.understand_frames import session

    assert session(text_embedder, *turns)[-1].intents == last


def test_a_follow_up_naming_its_own_figure_after_a_detour_keeps_it(text_embedder):
    from tests.understand_frames import session

    frames = session(text_embedder, "Is there any rain today at Sidi Bel Abbès?", "What does LCES stand for?",
                     "And the FWI at SBA?")
    assert frames[-1].intents == ["danger"]


@pytest.mark.parametrize("question, hour", [
    ("And at 6 that morning?", 6), ("And at 8 that evening?", 20),
    ("¿Y qué humedad había allí a las 3 de la madrugada?", 3), ("y a las 9 por la noche", 21),
])
def test_an_hour_told_by_the_part_of_the_day_asked_before_is_an_hour_asked(question, hour):
    from appliance.understand.read import read_slots

    assert read_slots(question, now=NOW, stations=STATIONS)[0].at_hour == hour


@pytest.mark.parametrize("question, now_asked", [
    ("SBA - number of days the FWI topped 20 over the whole record? and whats the FWI right now", True),
    ("Sur toute la saison enregistrée, combien de journées avec un FWI supérieur à 10 à Béjaïa ? Et le FWI actuel ?", True),
    ("How many days over the whole season did Béjaïa's FWI go above 15?", False),
])
def test_a_count_of_days_past_a_mark_over_the_whole_record_is_a_summary_of_the_record(text_embedder, question, now_asked):
    from tests.understand_frames import frame

    f = frame(text_embedder, question)
    assert "analogs" not in f.intents and "summary" in f.intents and f.whole_record
    assert f.time.kind == "last" and f.time.text == "over the whole record"
    assert ("danger" in f.intents and f.point_time is not None) == now_asked


@pytest.mark.parametrize("question", [
    "Of the days with FWI above 20 at SBA over the whole season, how many burned?",
    "De los días con FWI mayor que 15 en SBA, ¿cuántos ardieron?",
])
def test_a_count_of_days_past_a_mark_that_asks_of_fire_stays_the_days_like_one(text_embedder, question):
    from tests.understand_frames import frame

    assert "analogs" in frame(text_embedder, question).intents


def test_that_day_beside_an_extreme_is_the_extremes_day_not_the_sessions_last(text_embedder):
    from tests.understand_frames import session

    f = session(text_embedder, "What's the fire danger at Béjaïa right now?",
                "Hottest day at SBA in the last week, and the wind that day?")[-1]
    assert f.point_at_extreme and f.time.kind == "last" and round((f.time.end_ts - f.time.start_ts) / 86400) == 7


@pytest.mark.parametrize("question, intents", [
    ("We had a flare-up at SBA yesterday. What's the wind there now?", ["current_conditions"]),   # the scene, no ask
    ("FWI at SBA now, and will it be worse tomorrow?", ["danger"]),                              # a day to come
])
def test_a_clause_that_asks_nothing_or_a_day_to_come_is_no_second_time(question, intents):
    f = settled(question, intents)
    t = point_time(f, question, NOW, STATIONS)
    # the only second time is the ask's own now, never the scene's yesterday or tomorrow
    assert t is None or t.kind == "now" and f.time.kind == "day"


@pytest.mark.parametrize("question", [
    "Hottest day at SBA in August, and what was the humidity yesterday?",   # the figure names its own day
    "Hottest day at SBA in August, and how many fire days?",
])
def test_a_figure_with_its_own_time_beside_an_extreme_is_not_read_on_the_extremes_day(question):
    assert extreme_of_day(question, NOW) is None


def test_an_extreme_with_no_window_reads_no_figure_on_a_guessed_day(text_embedder):
    from tests.understand_frames import frame

    f = frame(text_embedder, "What was the hottest day at SBA, and the humidity that day?")
    assert not f.point_at_extreme


@pytest.mark.parametrize("question, fire", [
    ("How many days did the fire weather index top 20 this season?", False),
    ("how many days was the fire danger high at SBA in August?", False),
    ("¿cuántos días el índice meteorológico de incendios pasó 20?", False),
    ("Of the days with FWI above 20, how many burned?", True),
    ("كم يوم فات فيه الـFWI 20 وقعت فيه الحرائق؟", True),
    ("combien de feux ces jours-là ?", True),
])
def test_fire_is_named_by_whole_words_not_by_the_dangers_or_the_index_names(question, fire):
    from appliance.understand.features import lexicon_text
    from appliance.understand.thresholds import fire_named
    from appliance.understand.wordlists import simplify

    assert fire_named(lexicon_text(simplify(question))) == fire


def test_a_follow_up_naming_a_reading_in_its_own_words_after_a_detour_keeps_it(text_embedder):
    from tests.understand_frames import session

    frames = session(text_embedder, "FWI at SBA today?", "What can this box do?", "Is it windy at Béjaïa?")
    assert frames[-1].intents == ["current_conditions"]


@pytest.mark.parametrize("question, hour", [("And at 1 that night?", 1), ("at 12 that night", 0), ("a las 10 de la noche", 22)])
def test_an_hour_told_by_the_night_is_the_evenings_or_the_small_hours(question, hour):
    from appliance.understand.read import read_slots

    assert read_slots(question, now=NOW, stations=STATIONS)[0].at_hour == hour


@pytest.mark.parametrize("question", ["¿A dónde va el fuego?", "The fire, where does it go from here?"])
def test_where_the_fire_goes_is_no_resource_call(question):
    from appliance.understand.rates import decision_asked

    assert decision_asked(question) != "resources"


@pytest.mark.parametrize("question, second", [
    ("Need Béjaïa humidity for the 28th and for today, it's for the shift report.", "2012-09-30"),
    ("Humidité à SBA avant-hier puis aujourd'hui, s'il vous plaît.", "2012-09-30"),
])
def test_a_second_day_asked_with_a_courtesy_after_it_is_read(question, second):
    f = settled(question, ["current_conditions"])
    t = point_time(f, question, NOW, STATIONS)
    assert t is not None and _day(t.start_ts) == second


def test_arabic_fire_words_keep_their_case_endings():
    from appliance.understand.features import lexicon_text
    from appliance.understand.thresholds import fire_named
    from appliance.understand.wordlists import simplify

    assert fire_named(lexicon_text(simplify("من بين الأيام التي تجاوز فيها FWI قيمة 15 في سيدي بلعباس، كم يوما شهد حريقا؟")))
