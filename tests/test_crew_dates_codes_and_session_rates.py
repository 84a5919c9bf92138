"""Crews' dates, codes and session rates read as typed slots: a month abbreviation before the day ("Sept 12"),
Darija's "nhar 5 out" (août) but never "3 out of 5"; "since tues"; "all six codes"; an average asked of a code; the
rate's own "per hour" is no horizon ("3 km f sa3a ... b3d 40 dqi9a" is 40 minutes); a speed with its unit after a
drift answer is the fire's new rate; a drift or spread question naming no place keeps the session's rate ("Where
will the front be by then?"); an Arabic unit glued to "and" ("وبالميل"); and the answers that use them: a comparison
on the code asked, every code listed, a code's average over a window."""
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

import pytest

from appliance.understand import Frame
from appliance.understand.followup import carry_over
from appliance.understand.parse import simplify
from appliance.understand.rates import rate_given, units_asked
from appliance.understand.thresholds import codes_named, extreme_asked
from appliance.understand.when import parse_time

NOW = datetime(2012, 9, 30, 12, tzinfo=timezone.utc).timestamp()
ALGIERS = ZoneInfo("Africa/Algiers")


def _day(question: str) -> str | None:
    t = parse_time(simplify(question), NOW, ALGIERS)
    return datetime.fromtimestamp(t.start_ts, ALGIERS).date().isoformat() if t.kind == "day" else None


@pytest.mark.parametrize("question, day", [
    ("Sept 12 at Bejaya - any rain recorded?", "2012-09-12"),
    ("sept 12, bejaia?", "2012-09-12"),
    ("rtouba f bel3abbes nhar 5 out", "2012-08-05"),
    ("5 out 2012 sba", "2012-08-05"),
    ("3 out of 5 days at SBA were dry", None),       # "out of" is no month
    ("we have 5 out there at SBA", None),             # nor "out there"
])
def test_month_abbreviations_and_darija_aout_are_days_only_where_a_date_ends(question, day):
    assert _day(question) == day


def test_since_an_abbreviated_weekday_is_a_window():
    t = parse_time(simplify("trend since tues?"), NOW, ALGIERS)
    assert t.kind == "range" and datetime.fromtimestamp(t.start_ts, ALGIERS).strftime("%A") == "Tuesday"


@pytest.mark.parametrize("question, codes", [
    ("Give me all six FWI system codes for Sidi Bel Abbès", ["ffmc", "dmc", "dc", "isi", "bui", "fwi"]),
    ("Tous les indices à Béjaïa aujourd'hui ?", ["ffmc", "dmc", "dc", "isi", "bui", "fwi"]),
    ("drought code at SBA", ["dc"]),
    ("all crews at SBA, FWI?", ["fwi"]),             # "all" alone is no code
])
def test_every_code_asked_at_once(question, codes):
    assert codes_named(simplify(question)) == codes


def test_an_average_asked_of_a_code_is_its_mean():
    text = simplify("What was the average FWI at Bejaia between 1 and 10 September?")
    assert extreme_asked(text, codes_named(text)) == {"reading": "fwi", "end": "mean"}


def test_the_rates_own_per_hour_is_no_horizon():
    from appliance.understand.read import read_question
    from appliance.understand.stations import make_station

    stations = [make_station("bejaia", "Bejaia"), make_station("sidi-bel-abbes", "Sidi-Bel Abbes")]
    f = read_question("l7ri9a tmchi 3 km f sa3a, lcamion ywsl mn b3d 40 dqi9a, ch7al tkon mchat?", now=NOW, stations=stations)
    assert f.rate_given["m_per_min"] == pytest.approx(50.0) and f.horizon_min == 40
    g = read_question("fire at 2 km/h, how far in 30 min?", now=NOW, stations=stations)
    assert g.horizon_min == 30            # a horizon outside the rate is kept


def test_a_speed_after_a_drift_answer_is_the_fires_new_rate():
    before = Frame(question="I'm 25 min from the fire, head was doing 20 m/min", intents=["drift"], horizon_min=25,
                   rate_given=rate_given("head was doing 20 m/min"))
    now = Frame(question="and if it picks up to 1.8 km/h?", intents=["drift"])
    carry_over(now, before, simplify(now.question))
    assert now.rate_given["m_per_min"] == pytest.approx(30.0) and now.horizon_min == 25
    assert rate_given("and the wind at 30 km/h?", any_speed=True) is None       # the wind's speed is no fire rate


def test_a_spread_question_naming_no_place_keeps_the_sessions_rate():
    before = Frame(question="Head's doing about 20 m/min. How far in 30 min?", intents=["drift"], horizon_min=60,
                   rate_given=rate_given("Head's doing about 20 m/min"))
    now = Frame(question="Where will the front be by then?", intents=["spread"])
    carry_over(now, before, simplify(now.question))
    assert now.rate_given == before.rate_given and now.horizon_min == 60
    fresh = Frame(question="where will the fire near SBA be in 2 hours?", intents=["spread"], stations=["sidi-bel-abbes"],
                  horizon_min=120)
    carry_over(fresh, before, simplify(fresh.question))
    assert fresh.rate_given is None            # a question about another place starts afresh


def test_an_acknowledgement_before_the_opener_still_leans_on_the_question_before():
    from appliance.understand.followup import leans_on

    assert leans_on(simplify("Dale, ¿y el FWI máximo en ese mes?"), Frame(question=""))


def test_an_arabic_unit_glued_to_and_is_asked():
    assert units_asked("وبالميل في الساعة؟") == ["mph"]


def _window_item(device, codes):
    return {"kind": "reading_window", "device": device, "window_role": "last", "ts": NOW, "id": 1,
            "window": {"inside_window": True, "count": 10, "danger": {
                "first": {"day": "2012-09-01", "fwi": 0.1, "danger_class": "very low"},
                "peak": {"day": "2012-09-05", "fwi": 1.7, "danger_class": "very low"},
                "last": {"day": "2012-09-10", "fwi": 0.3, "danger_class": "very low"}, "codes": codes}}}


def test_answers_lead_with_the_code_asked():
    from appliance.compose import weather
    from appliance.compose.result import ComposeContext

    q = "What was the average FWI at Bejaia between 1 and 10 September?"
    frame = Frame(question=q, intents=["summary"], codes_named=["fwi"], extreme={"reading": "fwi", "end": "mean"})
    frame.time = parse_time(simplify(q), NOW, ALGIERS)
    fwi = {"first": 0.1, "first_day": "2012-09-01", "last": 0.3, "last_day": "2012-09-10", "min": 0.0,
           "min_day": "2012-09-02", "max": 1.7, "max_day": "2012-09-05", "mean": 0.47, "days": 10}
    c = ComposeContext(frame, {"reading_window": [_window_item("bejaia", {"fwi": fwi})]}, now=NOW, stations={})
    r = weather.summary(c)
    assert r.verdict.startswith("Average FWI at Béjaïa") and "0.47 over 10 days" in r.verdict

    def danger_item(device, fwi, isi):
        return {"kind": "station_danger", "device": device, "ts": NOW, "id": len(device), "day": "2012-08-14",
                "danger": {"station": device, "fwi": fwi, "isi": isi, "ffmc": 80.0, "dmc": 10.0, "dc": 100.0, "bui": 12.0,
                           "danger_class": "moderate", "day": "2012-08-14", "provenance": "published by the station network"}}
    q = "On 14 August which station had the higher ISI, and by how much?"
    frame = Frame(question=q, intents=["compare_stations"], codes_named=["isi"], stations=["bejaia", "sidi-bel-abbes"])
    c = ComposeContext(frame, {"station_danger": [danger_item("bejaia", 10.6, 5.7), danger_item("sidi-bel-abbes", 15.7, 10.8)]},
                       now=NOW, stations={})
    r = weather.compare_stations(c)
    assert r.verdict == "Sidi-Bel Abbes had the higher ISI: 10.8 against 5.7 at Béjaïa, 5.1 higher"


@pytest.mark.parametrize("question, horizon", [
    ("We clocked the head at 12 m/min at 14:10. It's 14:55 now. How far has it gone since?", 45),
    ("On l'a mesuré à 10 m/min à 14h05, il est 14h50. Il a fait combien depuis ?", 45),
    ("قسناه على 13:10 بـ 25 م/د، ودروك 13:40، شحال مشى؟", 30),
    ("ft/min: 90. Minutes: 25. Distance in metres?", 25),
    ("rate 8 chains/hr, 3 hrs, distance in m", 180),
    ("Tête du feu à 35 m par minute, il nous faut un quart d'heure pour établir. Distance ?", 15),
    ("Project the fire front out an hour from the drone detection", 60),
    ("وين راح يكون راس النار بعد ساعة؟", 60),
    ("وين توصل النار من هنا لنص ساعة؟", 30),
    ("في ساعة ونص وين توصل", 90),
    ("wind at SBA over the last 3 hours", None),        # a window past is no horizon
])
def test_the_time_a_stated_rate_runs_or_a_projection_asks(question, horizon):
    from appliance.understand.read import read_question
    from appliance.understand.stations import make_station

    stations = [make_station("bejaia", "Bejaia"), make_station("sidi-bel-abbes", "Sidi-Bel Abbes")]
    frame = read_question(question, now=NOW, stations=stations)
    assert frame.horizon_min == horizon
    if horizon and ":" in question:
        assert frame.at_hour is None     # the clock times say how long the rate ran, not an hour asked


@pytest.mark.parametrize("question, m_per_min", [
    ("Box, Engine 2: forty metres a minute, one hour ten before we're in position.", 40),
    ("le front avance de vingt mètres par minute", 20),
    ("النار تمشي 15 متر فالدقيقة، قداش تمشي في ساعة؟", 15),       # "per the minute" glued to its time
])
def test_a_rate_in_words_or_with_arabics_glued_per_is_read(question, m_per_min):
    assert rate_given(question)["m_per_min"] == pytest.approx(m_per_min)


def test_a_unit_written_as_a_label_before_its_number_is_a_rate():
    assert rate_given("Cadenas por hora: 25. Tiempo: 2 horas.")["m_per_min"] == pytest.approx(25 * 20.1168 / 60, abs=1e-3)
    assert rate_given("ft/min: 90")["m_per_min"] == pytest.approx(27.432)


def test_a_count_follow_up_with_a_new_mark_counts_by_the_same_code():
    before = Frame(question="Of the days with FWI above 20 at SBA, how many burned?", intents=["analogs"],
                   stations=["sidi-bel-abbes"], threshold={"code": "fwi", "op": ">", "value": 20.0})
    now = Frame(question="And above 30?", intents=["analogs"])
    carry_over(now, before, simplify(now.question))
    assert now.threshold == {"code": "fwi", "op": ">", "value": 30.0}
    plain = Frame(question="and in August?", intents=["analogs"])
    carry_over(plain, before, simplify(plain.question))
    assert plain.threshold == before.threshold


@pytest.mark.parametrize("question, part", [
    ("What's the FWI like in the pine stand just east of SBA", "the pine stand just east of SBA"),
    ("Water tender at the reservoir a few km out of Bejaia, how hot is it out here", "the reservoir a few km out of Bejaia"),
    ("ana f jbel fo9 bjaya, rtouba ch7al hna?", "jbel fo9 bjaya"),
    ("Je suis à 5 km à la sortie de Béjaïa : il fait chaud comment ici ?", "5 km à la sortie de Béjaïa"),
    ("What is the wind at Bejaia?", None),
    ("Is the fire line holding at SBA?", None),
])
def test_places_near_a_station_in_crews_words(question, part):
    from appliance.understand.nearby import near_part

    assert near_part(question) == part


def test_an_arabic_hour_around_a_part_of_the_day():
    from appliance.understand.hours import hour_asked

    assert hour_asked(simplify("شحال كانت السخانة في بلعباس مع الستة تاع الصباح؟")) == 6
    assert hour_asked(simplify("شحال كانت السخانة مع 3 أيام")) is None


def test_why_naming_stations_explains_them_beside_the_sessions():
    before = Frame(question="and the other station?", intents=["danger"], stations=["bejaia"],
                   session_stations=["sidi-bel-abbes", "bejaia"])
    both = Frame(question="why so low at both?", intents=["explain"], all_stations=True)
    carry_over(both, before, simplify(both.question))
    assert both.all_stations and both.follow_up
    named = Frame(question="3lach sba ktar?", intents=["explain"], stations=["sidi-bel-abbes"])
    carry_over(named, before, simplify(named.question))
    assert named.stations == ["sidi-bel-abbes", "bejaia"]
    plain = Frame(question="why?", intents=["explain"])
    carry_over(plain, before, "why?")
    assert plain.stations == ["bejaia"]


@pytest.mark.parametrize("question, order", [
    ("What's the FWI at Bejaia? Also ping the IC with it.", True),
    ("Dame la humedad en Sidi-Bel Abbes y mándasela al puesto de mando", True),
    ("Donnez-moi le vent à SBA et transmettez-le au CODIS.", True),
    ("Vent à Béjaïa, classe de danger, et transmettez le tout au COS.", True),
    ("عطيني السخانة تاع بلعباس وقول للدرون يطلع", True),
    ("Log the drone detection as confirmed and tell me what time it was spotted.", True),
    ("call in the air tanker for the sba fire", True),
    ("أعطني الرطوبة في سيدي بلعباس وأبلغ بها فرقة الحماية المدنية.", True),
    ("ab3ath had lma3loumat l chef ta3 l3amaliyat", True),
    ("How many readings did you log at SBA yesterday?", False),
    ("Envoie-moi la température de Sidi-Bel Abbès.", False),      # "send me" is "give me"
    ("Envoyez-nous le FWI de Béjaïa", False),
    ("Mándame la humedad de Béjaïa", False),
    ("وفي سيدي بلعباس؟", False),
    ("ping?", False),
])
def test_orders_to_pass_an_answer_on_in_crews_languages(question, order):
    from appliance.understand.orders import asks_to_act

    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question, lang", [
    ("Mándame la humedad de Béjaïa", "es"),              # é was read as French, from the station's name
    ("Humedad en Sidi Bel Abbès hoy", "es"),
    ("Température à Béjaïa", "fr"),
    ("wind at Sidi-Bel Abbès", "en"),
])
def test_a_station_names_accents_say_nothing_of_the_questions_language(question, lang):
    from appliance.understand.features import language

    assert language(question) == lang


def test_which_station_naming_none_compares_every_station():
    from appliance.understand.read import settle
    from appliance.understand.stations import make_station

    stations = [make_station("bejaia", "Bejaia"), make_station("sidi-bel-abbes", "Sidi-Bel Abbes")]
    f = Frame(question="أي محطة أخطر الآن؟", intents=["compare_stations"])
    settle(f, f.question, None, False, stations)
    assert f.intents == ["compare_stations"] and f.all_stations
    one = Frame(question="is Bejaia hotter today?", intents=["compare_stations"], stations=["bejaia"],
                intent_scores={"compare_stations": 0.6, "current_conditions": 0.3})
    settle(one, one.question, None, False, stations)
    assert one.intents == ["current_conditions"]      # one station named: its own figure stands


@pytest.mark.parametrize("question, order", [
    ("Despacha una autobomba a SBA", True),
    ("Envoyez un camion à SBA", True),
    ("¿Qué despachó la central?", False),
])
def test_dispatching_resources_is_an_order(question, order):
    from appliance.understand.orders import asks_to_act

    assert asks_to_act(simplify(question)) is order


def test_a_crew_rate_distance_says_the_direction_is_unknown():
    from appliance.compose.ground import drift
    from appliance.compose.result import ComposeContext

    q = "La tête avance à 25 m/min : distance en 40 min, et où sera le front ?"
    frame = Frame(question=q, intents=["drift"], rate_given=rate_given(q), horizon_min=40)
    r = drift(ComposeContext(frame, {}, now=NOW, stations={}))
    assert "1 km in 40 minutes" in r.verdict and any(f.startswith("Direction unknown") for f in r.facts)
