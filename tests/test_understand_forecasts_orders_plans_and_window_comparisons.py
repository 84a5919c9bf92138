"""What stop 59's fresh batches (d87-d90) showed the box answering as if whole, read as data or a typed slot: the
weather still to come in new words ("will it dry out by tuesday", "is the heat coming back later this week", "l'été
prochain s'annonce comment", "ما المتوقع لنهاية الأسبوع", "وبكرا؟", Gulf "باجر") is a forecast, while "the expected
position of the head" and "le temps prévu pour l'intervention" are not; "is it gusting" asks gusts no station reports;
a figure passed on ("balance-le sur le canal", "apúntalo en el parte", "tu le fais suivre au COS", "drop it in the IC's
log", "à consigner dans la main courante", "وسجلها في الكاهي") is an order; an hour gone by and asked again ("till 3am
... about then"), Arabic's "الأربعة الصباح", sundown, sunup and midnight in Arabic are hours; a plan for later today
("do we keep the lookouts on tonight?") asks no forecast; and the stations compared over a window are each station's
summary of it, as the batch brief settles."""
import pytest

from appliance.understand.hours import hour_asked
from appliance.understand.orders import asks_to_act
from appliance.understand.unheld import later_today_only, unheld_part
from appliance.understand.wordlists import simplify
from tests.understand_frames import frame


@pytest.mark.parametrize("question, part", [
    ("temp + humidity now at SBA, and will it dry out by tuesday", "will it dry out by tuesday"),
    ("Max temp at SBA since Tuesday, and is the heat coming back later this week?", "is the heat coming back later this week"),
    ("Rain at Béjaïa today, and is any expected overnight?", "is any expected overnight"),
    ("combien de jours au-dessus de 35 °C à SBA en août, et l'été prochain s'annonce comment ?", "l'été prochain s'annonce comment"),
    ("Y va-tu pleuvoir en fin de semaine à Béjaïa?", "Y va-tu pleuvoir en fin de semaine à Béjaïa"),
    ("Quel IFM prévu pour mardi sur le massif de Béjaïa ?", "Quel IFM prévu pour mardi sur le massif de Béjaïa"),
    ("FWI de hoy en Sidi Bel Abbès y cómo viene la semana", "cómo viene la semana"),
    ("Temperature in Sidi Bel Abbes now, and what's it going to do overnight?", "what's it going to do overnight"),
    ("ما هي درجة الحرارة في سيدي بلعباس الآن وما المتوقع لنهاية الأسبوع؟", "ما المتوقع لنهاية الأسبوع"),
    ("وبكرا؟", "وبكرا"),
    ("شكثر مؤشر FWI الحين في سيدي بلعباس، وشلون بيكون باجر؟", "شلون بيكون باجر"),
])
def test_the_weather_to_come_in_new_words_is_a_forecast(question, part):
    assert unheld_part(question)[:2] == (part, "forecast")


@pytest.mark.parametrize("question", [
    "ما هو الموقع المتوقع لرأس الحريق بعد 60 دقيقة؟",       # the expected position of the head: a projection
    "le temps prévu pour l'intervention",                   # the time planned for the job
    "الحرارة في بجاية اليوم وصلت مبكرا",                     # "early" holds "بكرا" (tomorrow) inside it
    "FWI max à Béjaïa sur la semaine",                       # the week gone by
    # found by the review: a plan's time, a dated night, a week gone by, "planned", a job that looks hard
    "l'intervention s'annonce difficile, quel est l'IFM à SBA ?",
    "humidité à SBA pour la nuit du 12 septembre",
    "quelle tendance pour la semaine dernière à SBA ?",
    "le brûlage dirigé prévu pour mardi, l'IFM à SBA aujourd'hui ?",
    "the burn is planned for later this week, what's the FWI at SBA now?",
    "we need the line tied in by morning, what's the FWI at SBA now?",
    "we asked for two more dozers, are any expected?",
])
def test_words_of_the_future_that_ask_no_forecast(question):
    assert (unheld_part(question) or (None, None))[1] != "forecast"


def test_tomorrow_glued_to_and_is_quoted_alone():
    # "اليوم وبكرا": the part not held is tomorrow, not today's reading before it
    assert unheld_part("الحرارة في بجاية اليوم وبكرا")[:2] == ("بكرا", "forecast")


@pytest.mark.parametrize("question", ["wind at SBA in knots, and is it gusting", "Max temp at SBA today, and what are winds gusting to?"])
def test_gusts_are_not_held(question):
    assert unheld_part(question)[1] == "not held"


@pytest.mark.parametrize("question, order", [
    ("Donne-moi le FWI max à Béjaïa sur la semaine et balance-le sur le canal tactique", True),
    ("¿cuántos días de incendio lleva SBA en septiembre? y apúntalo en el parte", True),
    ("Ce qu'a vu le drone, tu le fais suivre au COS ?", True),
    ("Fire days at Bejaia in September, and forward the count to the CP.", True),
    ("copy. put out a sitrep to all units that SBA is low", True),
    ("FWI à SBA, prévision pour demain, et tu envoies les deux au PC.", True),
    ("rain total at both since tuesday, drop it in the IC's log", True),
    ("Nombre de jours de feu en juillet à Béjaïa, à consigner dans la main courante du PC.", True),
    ("الرطوبة في بجاية، وسجلها في الكاهي تاع الشاف", True),
    ("log my end of shift report to the channel pls", True),
    ("Tu fais quoi comme analyses, et tu peux appeler le chef de colonne ?", True),     # calling someone for the crew
    ("¿Qué sabes hacer? ¿Y puedes llamar a la base?", True),
    ("واش تقدر دير، وتقدر تعيط للقائد؟", True),
    ("what do you call the index that mixes ISI and BUI?", False),
    ("¿cómo se llama la estación de Béjaïa?", False),
    ("واش تقدر تبعث تنبيهات؟", False),                  # what the box can do, no one to send to
    ("تقدر تبعثها للقائد؟", True),
    ("عيطلو وقولو الريح قوية", True),
    # found by the review: the crew's own movements, an opinion, a flame, a night out, a bearing, a record, a rule
    ("we pull out at 6 and get to the base by 7, what's the wind now", False),
    ("would you call the danger extreme at SBA?", False),
    ("llama a 3 metros en el flanco derecho, ¿qué viento hay en SBA?", False),
    ("pasar la noche al raso con este viento, ¿es seguro?", False),
    ("apunta al norte la cabeza del incendio?", False),
    ("سجل في بجاية أعلى حرارة هذا الصيف؟", False),
    ("consigne au poste de commandement : quel est le vent ?", False),
    ("what does the log say about yesterday's drone sortie?", False),
    ("la consigne de sécurité LCES, c'est quoi ?", False),
    ("تسجيل الحرارة في بجاية البارح", False),
])
def test_passing_a_figure_on_is_an_order(question, order):
    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question, hour", [
    ("we were cutting line till 3am. what was the humidity at SBA about then", 3),
    ("we cut line till 3am, what's the RH at SBA now?", None),          # the window's end, no hour asked
    ("we were on the line till 3am, at that point we pulled back. RH at SBA now?", None),
    ("cutting line from 10pm till 3am, what was the RH at SBA about then", 3),    # the hour just before "then"
    ("قداش كانت الرطوبة في سيدي بلعباس على الأربعة الصباح؟", 4),
    ("how hot was it at sundown yesterday in bejaia", 19),
    ("what was the wind at bejaia at sunup", 6),
    ("هل كانت تمطر في بجاية عند منتصف الليل؟", 0),
    ("قديش كان الهوا بسيدي بلعباس فالعصر البارح؟", 17),
])
def test_more_hours_in_words(question, hour):
    assert hour_asked(simplify(question)) == hour


@pytest.mark.parametrize("part, plan", [
    ("is it safe to push the dozer line tonight", True),
    ("نخليو البلدوزر يخدم الليلة في سيدي بلعباس", True),
    ("¿metemos la máquina esta noche o no", True),
    ("ok to burn tomorrow morning at SBA", False),          # tomorrow's plan asks tomorrow's weather
    ("weather tonight ok for the burn", False),              # the weather asked
])
def test_a_plan_for_later_today_names_only_its_time(part, plan):
    assert later_today_only(part) is plan


def test_a_forecast_asked_beside_tonights_plan_is_still_one():
    question = "is it safe to push the dozer line tonight? and will it rain tomorrow at SBA?"
    assert not later_today_only("is it safe to push the dozer line tonight", question)


@pytest.mark.parametrize("question, intents", [
    ("Classe de danger à Sidi Bel Abbès, et faut-il garder les guetteurs en place cette nuit ?", {"danger", "tactical"}),
    ("is it safe to push the dozer line tonight? what's the danger at SBA", {"danger", "tactical"}),
])
def test_a_plan_for_later_today_asks_no_forecast(text_embedder, question, intents):
    assert set(frame(text_embedder, question).intents) == intents


@pytest.mark.parametrize("question", [
    "Which station had more fire days in August?",
    "over the last week which one ran hotter, bejaia or sba",
    "En la última semana, ¿cuál estuvo más caliente, Bejaia o SBA?",
])
def test_the_stations_compared_over_a_window_are_each_ones_summary(text_embedder, question):
    f = frame(text_embedder, question)
    assert set(f.intents) == {"compare_stations", "summary"}
    assert f.all_stations or len(f.stations) == 2


@pytest.mark.parametrize("question, intents", [
    ("Which station is hotter right now?", {"compare_stations"}),                     # no window: the comparison alone
    ("sitrep for the IC, both stations, last 24 hours", {"summary"}),               # a recap compares nothing
])
def test_a_comparison_now_and_a_recap_of_both_stay_as_they_are(text_embedder, question, intents):
    assert set(frame(text_embedder, question).intents) == intents


@pytest.mark.parametrize("question, kind, start, end", [
    ("How many fire days did Bejaia log from the 20th of August to month's end?", "range", "2012-08-20", "2012-08-31"),
    ("وأعلى FWI في بجاية من 20 أوت لآخر الشهر؟", "range", "2012-08-20", "2012-08-31"),
    ("Le FWI le plus haut de la première décade de septembre à SBA, ça donne quoi ?", "range", "2012-09-01", "2012-09-10"),
    ("Máxima de temperatura en cada estación en los diez primeros días de septiembre", "range", "2012-09-01", "2012-09-10"),
    ("وش كانت درجة الحرارة في بجاية يوم ثلاثة أوت؟", "day", "2012-08-03", "2012-08-03"),
    ("شو كانت الحرارة ببجاية بتلاتة آب؟", "day", "2012-08-03", "2012-08-03"),          # Levantine August after a day
    ("قديش كانت الرطوبة بسيدي بلعباس يوم التلاتا الماضي؟", "day", "2012-09-25", "2012-09-25"),
    ("شحال كانت السخانة في بجاية التلات أيام اللي فاتو", "last", "2012-09-27", "2012-09-30"),   # three days, no Tuesday
])
def test_more_days_and_spans_in_words(question, kind, start, end):
    from datetime import datetime, timezone

    from tests.understand_frames import NOW
    from appliance.understand.parse import parse_question

    t = parse_question(question, now=NOW, stations=[], read_places=False).time
    day = lambda ts: datetime.fromtimestamp(ts, tz=timezone.utc).date().isoformat()
    assert (t.kind, day(t.start_ts + 1), day(t.end_ts)) == (kind, start, end)


def test_father_is_no_august():
    from tests.understand_frames import NOW
    from appliance.understand.parse import parse_question

    assert parse_question("أبي يسأل عن الحرارة في بجاية", now=NOW, stations=[], read_places=False).time.kind == "now"


@pytest.mark.parametrize("question, mark", [
    ("How many days did SBA's FWI top 20 in July?", ("fwi", ">", 20.0)),
    ("كم يوماً تجاوز فيه مؤشر FWI عتبة 20 في سيدي بلعباس خلال جويلية؟", ("fwi", ">", 20.0)),
])
def test_more_ways_of_passing_a_mark(question, mark):
    from appliance.understand.thresholds import threshold

    t = threshold(simplify(question))
    assert (t.code, t.op, t.value) == mark


def test_a_darija_or_more_after_a_number_is_at_least():
    from appliance.understand.thresholds import bare_mark

    assert bare_mark(simplify("شحال من نهار وصلت فيه السخانة 36 ولا كثر في بجاية في أوت؟")) == (">=", 36.0)


@pytest.mark.parametrize("question, kind, start, end", [
    # found by the review: days listed are no span, and a span's first end in words is a day too
    ("FWI on the 14th 15th 16th of August", "day", "2012-08-16", "2012-08-16"),
    ("FWI on August 3 the 10th crew was out", "day", "2012-08-03", "2012-08-03"),
    ("FWI من ثلاثة حتى سبعة أوت", "range", "2012-08-03", "2012-08-07"),
    ("FWI بين ثلاثة وسبعة أوت", "range", "2012-08-03", "2012-08-07"),
])
def test_lists_of_days_and_spans_in_words(question, kind, start, end):
    test_more_days_and_spans_in_words(question, kind, start, end)


@pytest.mark.parametrize("question", [
    "FWI top 20 days in August",                          # a ranking of days
    "we are on top of the ridge FWI 20 still today?",     # the terrain
    "top 5 on the FWI in August",
    "تجاوز FWI العتبة 3 مرات في اوت؟",                    # three times, no mark of 3
])
def test_a_ranking_or_a_count_of_times_is_no_mark(question):
    from appliance.understand.thresholds import threshold

    assert threshold(simplify(question)) is None
