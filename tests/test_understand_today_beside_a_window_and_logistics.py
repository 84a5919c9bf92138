"""A window's trend or top asked beside a short clause naming today asks the window's figure today too
(understand/today_too.py); and what a logistics or planning section asks that the box does not hold (roads, an
evacuation's status, water points, aircraft on scene, crews on the line) is named as such (data/unheld.json), while
an evacuation order to send stays an order and a crew kept on the line stays a plan."""
import pytest

from appliance.understand.unheld import unheld_part
from tests.understand_frames import frame


@pytest.mark.parametrize("question, figure", [
    ("Has the FWI at Bejaia been climbing or dropping this past week? Peak value, and where it is today.", "danger"),
    ("¿Cuál ha sido el FWI más alto en Béjaïa esta semana y cuál es el de hoy?", "danger"),
    ("ما أعلى رطوبة سُجّلت في سيدي بلعباس منذ الثلاثاء؟ وكم هي اليوم؟", "current_conditions"),
    ("Point tendance : humidité moyenne à Béjaia depuis mardi, et humidité de ce midi.", "current_conditions"),
])
def test_the_windows_figure_asked_today_too(text_embedder, question, figure):
    f = frame(text_embedder, question)
    assert sorted(f.intents) == sorted([figure, "summary"]) and f.time.kind in ("range", "last")
    assert f.point_time is not None and f.point_time.kind in ("now", "day")


@pytest.mark.parametrize("question", [
    "Highest FWI at Bejaia this past week?",
    "Average humidity at SBA since Tuesday, and will it drop tomorrow?",
])
def test_a_window_alone_asks_nothing_of_today(text_embedder, question):
    assert not {"danger", "current_conditions"} & set(frame(text_embedder, question).intents)


@pytest.mark.parametrize("question", [
    "Logistics: are the roads into Sidi Belabbes open, and what's the danger class there today?",
    "Is the evac order still on for Sidi Bel Abbes? Also the FWI there.",
    "Where's the nearest water source for the tenders?",
    "Où sont les points d'eau les plus proches ?",
    "Any helicopters on scene, and what time did the drone see the fire?",
    "Which crews are on the line near Sidi Bel Abbes right now?",
    "Do you hold staffing rosters? If not, what data do you hold?",
    "كم عدد الأعوان في الميدان؟ وما مؤشر الخطر في سيدي بلعباس؟",
])
def test_what_logistics_asks_that_the_box_does_not_hold(question):
    assert unheld_part(question) is not None


@pytest.mark.parametrize("question", [
    "Send an evacuation order for the villages north of Béjaïa.",
    "What does the safety guide say about staffing on high danger days?",
    "Danger at Bejaia right now and should we keep the crew on the line?",
    "أرسل إنذارا بالإخلاء إلى سكان بجاية.",
])
def test_an_order_a_guide_and_a_plan_are_not_unheld_subjects(question):
    assert unheld_part(question) is None
