"""What stop 58's fresh batches showed the box answering as if whole, each read as data or a typed slot: a part of
the day named in words ("au lever du jour", "a media tarde", "مع الفجر", "late morning") asks an hour no noon
reading answers; the high of a part of today still ahead ("the high this afternoon", "la mini prévue cette nuit",
"شحال غادي توصل فالليل") is a forecast; a count of tankers or engines available, or a map of roads or tracks, is
nothing the box holds; "shoot it over to the IC", "copy the list to the air ops channel", "- also text it to the
IC" and "وبعتها للقائد" send; the codes' Arabic long names are the codes; a comparison asked in a clause of its own
beside another ask joins the set where the clause says a comparative or a ranking, ranking every station when it
names none, and not where it is asked now beside a window ("le plus" joins no two asks). Arabic dates: the Levantine
and Moroccan month names ("أيلول", "تموز", "غشت"), "in" glued to a month or to "last" ("بأيلول", "بآخر أسبوع"), Darija's
"to" ("من 1 لـ 10 سبتمبر") and "three" ("التلات أيام اللي فاتو")."""
import pytest

from appliance.understand.hours import hour_asked
from appliance.understand.orders import asks_to_act
from appliance.understand.parse import parse_question
from appliance.understand.thresholds import codes_named
from appliance.understand.unheld import unheld_part
from appliance.understand.wordlists import simplify
from tests.understand_frames import NOW, frame


@pytest.mark.parametrize("question, hour", [
    ("Quelle humidité relevée à Béjaïa au lever du jour ?", 6),
    ("¿Y cuánto hacía en la madrugada?", 6),
    ("كم كانت الرطوبة في بجاية عند الفجر؟", 6),
    ("قداش كانت سرعة الريح في بجاية الصبح بكري؟", 6),
    ("Le vent à Sidi Bel Abbès hier en fin de matinée ?", 10),
    ("¿Y cómo sopló el viento en Sidi Bel Abbès ayer a la hora de la siesta?", 14),
    ("HR en Sidi Bel Abbès ayer a media tarde", 17),
    ("Humidité à Béjaïa hier en fin de journée ?", 19),
    ("شنو كان مستوى الخطر في سيدي بلعباس مع المغرب البارح؟", 19),
    ("¿a las 3 de la madrugada?", 3),                       # a clock time still wins over the part of the day
    ("Pour le rapport de fin de journée, le vent à Béjaïa le 1er septembre", None),   # a report's name, no hour
    ("FWI at Bejaia at noon", None),                       # noon is the reading's own hour
    # found by the review: Morocco, a newspaper, a briefing, an idiom, a party and breakfast are no hours
    ("الحرارة في المغرب", None),
    ("الريح جاية من المغرب", None),
    ("جريدة الشروق", None),
    ("fais-moi le point du jour", None),
    ("al final del día, ¿hay peligro o no?", None),
    ("on a fait une soirée au poste", None),
    ("بعد الفطور", None),
])
def test_a_part_of_the_day_named_in_words_asks_its_hour(question, hour):
    assert hour_asked(simplify(question)) == hour


@pytest.mark.parametrize("question, kind", [
    ("Current temp at SBA, and what's the high this afternoon?", "forecast"),
    ("Temp at Bejaia now and the overnight low?", "forecast"),
    ("current temp at SBA + what it'll top out at this afternoon", "forecast"),
    ("Température à Béjaïa à midi et la mini prévue cette nuit", "forecast"),
    ("الحرارة في بجاية دابا وشحال غادي توصل فالليل؟", "forecast"),
    ("Give me the FWI for Béjaïa and tell me if it climbs overnight", "forecast"),
    ("can you tell me road access? what do you even have", "not held"),
    ("How many air tankers are available, and what's the danger class at SBA?", "not held"),
    ("IFM à Béjaïa, et il reste combien de bombardiers d'eau dispo ?", "not held"),
    ("¿Cuántos medios aéreos hay disponibles y qué FWI tiene Béjaïa?", "not held"),
    ("كم عدد الشاحنات المتاحة، وما درجة الخطر في سيدي بلعباس؟", "not held"),
    ("La carte des pistes DFCI, et la température à Sidi Bel Abbès", "not held"),
    ("Pásame el mapa de pistas de acceso y la humedad de SBA", "not held"),
    ("Need the overnight humidity at Sidi Bel Abbes, around 2 in the morning.", None),    # a past night's reading
    ("وين غادي توصل النار من بعد نص ساعة؟", None),          # where the head goes: the box's own projection
    ("الفرقة ستصل بعد 40 دقيقة. ما المسافة التي ستقطعها النار؟", None),   # the crew arriving, no weather to come
    ("Worth keeping the highest FWI in mind: what was it at SBA this week?", None),
    # found by the review: today's observed highs and lows, the past, and minutes are no forecast
    ("what was the high this afternoon at SBA", None),
    ("what was the low overnight", None),
    ("did rh drop overnight", None),
    ("what did temps top out at yesterday", None),
    ("how far does it spread in 30 min this afternoon", None),
    ("el peligro del finde pasado", None),
    ("that'll be all, thanks", None),
    ("le temps prévu pour l'intervention", None),
    ("كم طائرة بدون طيار رصدت الحريق", None),             # the drones the box's frames come from
    ("which units are available for wind, knots?", None),
    ("من سيبلغ الوالي؟", None),                               # "who will inform the wali"
])
def test_the_weather_to_come_and_resources_are_not_held(question, kind):
    assert (unheld_part(question) or (None, None))[1] == kind


@pytest.mark.parametrize("question, order", [
    ("get me the FWI at SBA and shoot it over to the IC", True),
    ("ok. rank the stations by wind and copy the list to the air ops channel", True),
    ("شو الحرارة بسيدي بلعباس؟ وبعتها للقائد", True),
    ("شحال مؤشر الخطر في بلعباس؟ وبعثو للقائد", True),
    ("RH at Béjaïa. also, roll the dozer", True),
    ("Montre la dernière image du drone et balance-la au CODIS", True),
    ("whats the wind at bejaia - also text it to the IC", True),      # a typed hyphen before "also"
    ("RH at SBA - lower than yesterday?", False),
    ("What did the drone send back?", False),
    ("how long will it take the dozer to roll up there", False),
    # found by the review: Standard Arabic's past "he sent", and "send me" (the crew asking for the figure)
    ("بعث الى القيادة تقريرا امس، ما هي الرطوبة؟", False),
    ("بعثو لينا الحرارة", False),
])
def test_sending_a_figure_to_someone_is_an_order(question, order):
    assert asks_to_act(simplify(question)) == order


@pytest.mark.parametrize("question, codes", [
    ("أعطني رمز رطوبة الوقود الناعم ورمز الجفاف لسيدي بلعباس", ["ffmc", "dc"]),
    ("رمز رطوبة الدبال في سيدي بلعباس يوم 12 سبتمبر؟", ["dmc"]),
    ("قديش مؤشر التراكم ببجاية اليوم؟", ["bui"]),
    ("ما مؤشر الانتشار الأولي في بجاية أمس؟", ["isi"]),
    ("código de humedad de combustibles finos en Bejaia ayer", ["ffmc"]),
    ("مؤشر الخطر في بجاية", ["fwi"]),
])
def test_the_codes_long_names_in_arabic_and_spanish_are_the_codes(question, codes):
    assert codes_named(simplify(question)) == codes


@pytest.mark.parametrize("question, intents", [
    ("who's hottest, and what's the RH at Bejaia?", {"compare_stations", "current_conditions"}),
    ("أي محطة أخطر دروك؟ وشحال لازم تكون مسافة الأمان حول الدار حسب الوثيقة؟", {"compare_stations", "documents"}),
])
def test_a_comparison_in_a_clause_of_its_own_joins_the_set(text_embedder, question, intents):
    f = frame(text_embedder, question)
    assert set(f.intents) == intents
    assert not f.unsure
    assert {"bejaia", "sidi-bel-abbes"} <= set(f.stations) or f.all_stations     # every station ranked


@pytest.mark.parametrize("question, quoted", [
    ("hotter station now + max FWI at SBA in August", "hotter station now"),
    ("¿Cuál está más seca ahora y cuántos días pasó Béjaïa de FWI 10 en septiembre?", "¿Cuál está más seca ahora"),
])
def test_a_comparison_asked_now_beside_a_window_is_not_passed_off_as_the_windows(text_embedder, question, quoted):
    # the box compares over the frame's one window: August's comparison is not given as now's; the clause is quoted as
    # not answered and the answer is at most a warning
    f = frame(text_embedder, question)
    assert "compare_stations" not in f.intents and "summary" in f.intents
    assert f.unsure and f.reading["unexplained"]["text"] == quoted


def test_a_comparison_joined_from_its_clause_compares_what_that_clause_names(text_embedder):
    # "hottest" is the temperature; the RH belongs to the other ask, so the danger ranking does not lead
    f = frame(text_embedder, "who's hottest, and what's the RH at Bejaia?")
    assert f.reading_compared == "temperature_c" and not f.danger_ranked


def test_a_clause_naming_one_station_does_not_join_as_a_comparison(text_embedder):
    f = frame(text_embedder, "FWI at SBA, and the temperature at Bejaia?")
    assert "compare_stations" not in f.intents


def test_a_comparison_naming_no_time_beside_a_window_is_the_windows(text_embedder):
    f = frame(text_embedder, "max FWI at SBA in August, and which station was drier?")
    assert {"compare_stations", "summary"} <= set(f.intents)


@pytest.mark.parametrize("question", [
    "Temperatura en Béjaïa el 17 de agosto y la de hoy, para comparar.",     # two days set side by side, no station
    "Where exactly was the detection? Near which station?",                 # a place asked, nothing ranked
])
def test_a_clause_that_ranks_nothing_does_not_join_as_a_comparison(text_embedder, question):
    assert "compare_stations" not in frame(text_embedder, question).intents


def test_french_le_plus_is_no_joiner():
    from appliance.understand.intents import clauses

    assert clauses("Donne-moi l'ISI à Béjaïa, puis dis-moi quelle station a le plus de vent") == [
        "Donne-moi l'ISI à Béjaïa", "dis-moi quelle station a le plus de vent"]
    assert len(clauses("FWI at SBA plus the humidity at Bejaia")) == 2


@pytest.mark.parametrize("question, kind, start, end", [
    ("قارنلي معدل الحرارة بأيلول بين المحطتين", "range", "2012-09-01", "2012-09-30"),
    ("قديش يوم حريق صار ببجاية بتموز؟", "range", "2012-07-01", "2012-07-31"),
    ("شنو هو مستوى الخطر ف بجاية نهار 22 غشت؟", "day", "2012-08-22", "2012-08-22"),
    ("معدل الرطوبة في سيدي بلعباس من 1 لـ 10 سبتمبر", "range", "2012-09-01", "2012-09-10"),
    ("قديش نزل شتي ببجاية بآخر أسبوع؟", "last", "2012-09-23", "2012-09-30"),
    ("أقل رطوبة ف بجاية ف التلات أيام اللي فاتو؟", "last", "2012-09-27", "2012-09-30"),
    ("الباب مفتوح؟", "now", None, None),            # a door, no August
])
def test_arabic_month_names_and_glued_prepositions_name_the_window(question, kind, start, end):
    from datetime import datetime, timezone

    t = parse_question(question, now=NOW, stations=[], read_places=False).time
    day = (lambda ts: datetime.fromtimestamp(ts, tz=timezone.utc).date().isoformat())
    assert t.kind == kind
    if start:
        assert (day(t.start_ts), day(t.end_ts - 1)) == (start, end)
