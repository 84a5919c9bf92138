"""Reading a question as the box does (understand/read.py): the trained reader's set is the frame's intents,
and the few typed rules act on typed slots only (an order, a photo attached, a place outside every station, a
comparison with one station, a subject the box does not hold); a session's question carries over the stations,
time and horizon it leaves out (followup.py). The rules and the carry-over are tested on intent sets given
here, so they hold whatever a retrained reader reads; the reader's accuracy is measured by `appliance eval
crew` on batches it never saw (arrivals.jsonl, leave-one-batch-out), not by per-question tests."""
from types import SimpleNamespace

import pytest

from appliance.understand import Frame, parse_question, read_question
from appliance.understand.read import settle
from tests.understand_frames import NOW, STATIONS, frame


def given(question, intents, previous=None, has_images=False, read_places=False):
    """The frame of `question` when the reader read `intents`, after the typed rules and the carry-over."""
    f = parse_question(question, now=NOW, stations=STATIONS, previous=previous, read_places=read_places)
    f.intents = list(intents)
    settle(f, question, previous, has_images, STATIONS)
    return f


def back(f):
    return Frame.from_json(f.audit(), f.question)


class FixedReader:
    """A reader that reads every question as one set (the seam between the reader and the typed rules)."""
    threshold = 0.8

    def __init__(self, intents, unsure=False):
        self.reading = SimpleNamespace(intents=intents, probs={i: 0.9 for i in intents}, confidence=0.9, unsure=unsure)

    def read(self, emb, feats, text=None):
        return self.reading


class NoEmbedder:
    name = "none"

    def embed(self, texts):
        return [[0.0] for _ in texts]


@pytest.mark.parametrize("question, reading", [
    ("How many days like this one burned at Bejaia?", ["analogs"]),
    ("What was it like at Sidi Bel Abbes in July?", ["summary"]),
    ("Which station should we watch today?", ["compare_stations"]),
    ("danger?", ["danger", "current_conditions"]),
])
def test_the_readers_set_is_the_frames_intents_and_no_wording_rewrites_it(question, reading):
    f = read_question(question, now=NOW, stations=STATIONS, embedder=NoEmbedder(), reader=FixedReader(reading))
    assert f.intents == reading and f.intent_by == "reader" and not f.unsure


def test_an_unsure_reading_marks_the_frame_and_the_read_back_says_so():
    f = read_question("danger Bej", now=NOW, stations=STATIONS, embedder=NoEmbedder(), reader=FixedReader(["danger"], unsure=True))
    assert f.unsure and f.notes[-1].startswith("Not sure I read this right. Read as: fire danger, Béjaïa")


def test_without_the_reader_the_nearest_reference_reads_it_and_the_frame_is_always_unsure(text_embedder):
    f = read_question("What is the fire danger at Bejaia?", now=NOW, stations=STATIONS, embedder=text_embedder)
    assert f.intents == ["danger"] and f.intent_by == "nearest example" and f.unsure
    assert read_question("anything", now=NOW, stations=STATIONS).unsure


@pytest.mark.parametrize("question, reading, intents", [
    ("Give me the danger at Bejaia and send an alert to the crews.", ["danger"], ["refuse", "danger"]),
    ("Evacuate the town now", ["out_of_scope"], ["refuse"]),
    ("can you send alerts?", ["capabilities"], ["capabilities"]),          # a question about the box, no order
])
def test_an_order_is_refused_whatever_else_the_reader_read(question, reading, intents):
    assert given(question, reading).intents == intents


def test_a_photo_attached_is_what_the_question_is_about():
    assert given("Is this smoke?", ["frames"], has_images=True).intents == ["photo"]
    assert given("Is this smoke, and the danger at Bejaia?", ["frames", "danger"], has_images=True).intents == ["photo", "danger"]


def test_a_place_outside_every_stations_area_is_out_of_scope_and_a_part_about_one_is_named():
    assert given("Fire danger in Madrid today?", ["danger"], read_places=True).intents == ["out_of_scope"]
    f = given("Wind at Bejaia now, and what's the wind doing in Madrid?", ["current_conditions"], read_places=True)
    assert f.intents == ["current_conditions", "out_of_scope"] and any("Madrid" in u for u in f.unread)
    f = given("الخطر في سيدي بلعباس وفي تلمسان؟", ["danger"], read_places=True)      # Tlemcen in Arabic script
    assert f.intents == ["danger", "out_of_scope"] and f.places == ["Tlemcen"] and any("تلمسان" in u for u in f.unread)


def test_a_crew_phrase_starting_a_sentence_is_no_town_of_the_same_name():
    # "Tête du feu" is the head of the fire, though the gazetteer holds Tete (Mozambique) and grammar capitalised it.
    f = given("Tête du feu à 50 m/min, on est à 8 min. Distance ?", ["drift"], read_places=True)
    assert f.intents == ["drift"] and f.places == []
    assert given("Fire danger in Tete today?", ["danger"], read_places=True).intents == ["out_of_scope"]


def test_a_comparison_with_one_station_is_its_likelier_figure():
    f = parse_question("Compare Bejaia", now=NOW, stations=STATIONS, read_places=False)
    f.intents, f.intent_scores = ["compare_stations"], {"danger": 0.4, "current_conditions": 0.6}
    settle(f, "Compare Bejaia", None, False, STATIONS)
    assert f.intents == ["current_conditions"]


@pytest.mark.parametrize("question, reading, unread", [
    ("FWI at Béjaïa today and the forecast for tomorrow?", ["danger"], ["the forecast for tomorrow"]),
    ("wind at sidi bel abbes - which direction is it coming from?", ["current_conditions"], ["which direction is it coming from"]),
    ("What is the danger at Bejaia now?", ["danger"], []),
    ("How far will a fire from Bejaia run by tomorrow?", ["spread"], []),     # a projection's horizon, not a forecast
    ("What's the wind doing at Bejaia, and is it veering round to the north?", ["current_conditions"],
     ["is it veering round to the north"]),
    ("bejaia temp now n later this arvo", ["current_conditions"], ["later this arvo"]),
    ("شحال الريح في بجاية ومن وين راهي جاية؟", ["current_conditions"], ["من وين راهي جاية"]),
    ("¿Qué carreteras están cortadas hacia Sidi Bel Abbès?", ["current_conditions"], ["¿Qué carreteras están cortadas hacia Sidi Bel Abbès"]),
    ("Les pistes sont praticables ?", ["current_conditions"], ["Les pistes sont praticables"]),
])
def test_a_subject_the_box_does_not_hold_is_named_as_unread(question, reading, unread):
    assert given(question, reading).unread == unread


def test_a_town_joined_by_darijas_w_and_f_is_a_part_of_its_own():
    f = given("lkhatar f bjaya w f wahran lyoum?", ["danger"], read_places=True)
    assert f.stations == ["bejaia"] and f.unread == ["f wahran lyoum?"] and "out_of_scope" in f.intents


def test_an_evening_hour_last_night_is_yesterdays_evening_and_overnight_alone_is_the_night_just_gone():
    for q in ("What was the humidity at Bejaia around 10 pm last night?", "¿Cuánta humedad había en Béjaïa anoche a las 22 h?"):
        f = parse_question(q, now=NOW, stations=STATIONS)
        assert (f.at_hour, f.time.kind, f.time.text) == (22, "day", "yesterday"), q
    assert parse_question("any rain overnight at SBA?", now=NOW, stations=STATIONS).time.kind == "last"


def test_cette_nuit_after_noon_and_esta_noche_are_the_night_to_come_not_the_night_just_gone():
    morning = NOW - 5 * 3600      # 08:00 local at the stations
    for q in ("Humidité à SBA maintenant, et cette nuit ?", "¿Humedad en Béjaïa ahora y esta noche?"):
        assert parse_question(q, now=NOW, stations=STATIONS).time.kind != "last", q
        f = given(q, ["current_conditions", "out_of_scope"])
        assert f.time.kind == "now" and "out_of_scope" in f.intents, (q, f.time)
    assert parse_question("Il a plu cette nuit à SBA ?", now=morning, stations=STATIONS).time.text == "overnight"


def test_a_follow_up_keeps_the_station_and_takes_its_own_day():
    first = given("Wind speed at Sidi Bel Abbes?", ["current_conditions"])
    f = given("What was it on 3 July?", ["current_conditions"], previous=back(first))
    assert f.follow_up and f.stations == ["sidi-bel-abbes"] and f.time.kind == "day"
    for q in ("Et hier ?", "¿Y anteayer?", "and the day before?"):
        g = given(q, ["danger"], previous=back(given("Quel est le danger d'incendie à Béjaïa ?", ["danger"])))
        assert g.follow_up and g.stations == ["bejaia"] and g.time.kind == "day", q


def test_the_same_day_or_month_in_a_follow_up_is_the_previous_questions():
    first = given("Relevé de Béjaïa avant-hier ?", ["current_conditions"])
    f = given("Même jour à Sidi Bel Abbès ?", ["current_conditions"], previous=back(first))
    assert f.stations == ["sidi-bel-abbes"] and f.time.start_ts == first.time.start_ts
    month = given("Combien de jours de feu à SBA en août ?", ["summary"])
    f = given("كم يوما سجل فيه حريق هناك في نفس الشهر؟", ["summary"], previous=back(month))
    assert f.time.start_ts == month.time.start_ts and f.time.kind == "range"


def test_the_other_station_and_there_name_the_sessions_stations():
    first = given("What is the fire danger at Béjaïa on 14 August?", ["danger"])
    f = given("And at the other station?", ["danger"], previous=back(first))
    assert f.follow_up and f.stations == ["sidi-bel-abbes"] and f.time.start_ts == first.time.start_ts
    watch = back(given("Which of the two stations should we watch today?", ["compare_stations"]))
    watch.focus = ["sidi-bel-abbes"]
    g = given("If a fire starts there now, how far will its head run in 30 minutes?", ["spread"], previous=watch)
    assert g.stations == ["sidi-bel-abbes"] and g.horizon_min == 30
    watch.focus = []
    assert given("If a fire starts there now, how far will its head run in 30 minutes?", ["spread"], previous=watch).stations \
        == ["bejaia", "sidi-bel-abbes"]     # no station singled out: the session's stations, nothing invented


def test_a_session_keeps_its_context_for_back_references_and_station_bound_questions():
    day = given("Temperature at Sidi Bel Abbes on 14 August", ["current_conditions"])
    f = given("fine, just give me the weather readings for that day then", ["current_conditions"], previous=back(day))
    assert f.follow_up and f.stations == ["sidi-bel-abbes"] and f.time.start_ts == day.time.start_ts
    both = given("and the humidity at both?", ["current_conditions"], previous=back(day))
    assert sorted(both.stations) == ["bejaia", "sidi-bel-abbes"] and both.time.start_ts == day.time.start_ts
    danger = given("What is the danger at Bejaia?", ["danger"])
    plan = given("Where should I put the engines?", ["tactical"], previous=back(danger))
    assert plan.stations == ["bejaia"] and not plan.follow_up
    assert given("Any smoke on the drone?", ["frames"], previous=back(danger)).stations == []   # not a station's data


def test_compare_them_and_compare_with_take_the_sessions_stations_and_day():
    first = given("FWI at Bejaia on 14 August?", ["danger"])
    f = given("compare it with Sidi Bel Abbes", ["compare_stations"], previous=back(first))
    assert f.stations == ["bejaia", "sidi-bel-abbes"] and f.time.kind == "day"
    two = back(given("and Sidi Bel Abbes?", ["danger"], previous=back(first)))
    assert given("which is worse?", ["compare_stations"], previous=two).stations == ["bejaia", "sidi-bel-abbes"]


def test_why_keeps_the_explained_answers_stations_and_time():
    first = given("Summarize the last week at Bejaia", ["summary"])
    why = given("Pourquoi ce niveau ?", ["explain"], previous=back(first))
    assert why.stations == ["bejaia"] and why.time.start_ts == first.time.start_ts


def test_the_same_time_carries_the_hour_asked_before():
    first = given("wind at Bejaia yesterday at 6 am", ["current_conditions"])
    f = given("and the day before, same time?", ["current_conditions"], previous=back(first))
    assert first.at_hour == 6 and f.at_hour == 6


@pytest.mark.parametrize("question", [", " * 1000, "and the danger? " * 120, "¿" * 2000, "publish " * 250, "", "????",
                                      "\x00\x01", "🔥" * 50])
def test_hostile_or_empty_questions_are_read_without_error(text_embedder, question):
    from appliance.understand.intents import clauses

    from appliance.understand.readback import read_back

    f = frame(text_embedder, question[:2000])
    assert f.intents and len(clauses(question)) <= 8 and f.notes[-1] == read_back(f)


def test_a_short_follow_up_keeps_the_extreme_asked_and_a_new_ask_does_not():
    from appliance.understand import read_question

    def read(question, intents, previous=None):
        reader = FixedReader(intents)
        return read_question(question, now=NOW, stations=STATIONS, embedder=NoEmbedder(), reader=reader, previous=previous)

    first = read("Quelle a été la température la plus haute à Béjaïa en août ?", ["summary"])
    assert first.extreme == {"reading": "temperature_c", "end": "max"}
    other = read("Et à Sidi-Bel-Abbès ?", ["summary"], previous=back(first))
    assert other.stations == ["sidi-bel-abbes"] and other.extreme == first.extreme
    count = read("Combien de jours de feu là-bas, ce mois-là, avec un FWI au-dessus de 20 ?", ["summary"], previous=back(other))
    assert count.extreme is None


def test_a_place_named_with_a_document_is_the_guidance_asked_of_not_a_part_out_of_scope():
    f = given("¿A qué distancia de las chimeneas hay que dejar las ramas según la guía de Butte? Y la humedad en Béjaïa ahora",
              ["current_conditions", "documents"], read_places=True)
    assert f.stations == ["bejaia"] and f.unread == [] and "out_of_scope" not in f.intents
    f = given("humidity at Bejaia, and what's the humidity in Oran?", ["current_conditions"], read_places=True)
    assert "out_of_scope" in f.intents and f.unread
