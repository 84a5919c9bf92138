"""The one retry schedule that the MQTT connect, the bridge's adapters and model downloads share."""
import pytest

from edgelink.backoff import Backoff


def test_delays_double_up_to_the_cap_and_restart_after_a_reset():
    b = Backoff(0.5, 3.0)
    assert [b.next() for _ in range(5)] == [0.5, 1.0, 2.0, 3.0, 3.0]
    b.reset()
    assert b.next() == 0.5


def test_a_zero_first_delay_never_waits():
    """Tests use 0 to retry at once; doubling zero stays zero."""
    b = Backoff(0, 5.0)
    assert [b.next() for _ in range(3)] == [0, 0, 0]


@pytest.mark.parametrize("first, cap", [(-1, 5), (6, 5)])
def test_a_schedule_that_cannot_work_is_refused(first, cap):
    with pytest.raises(ValueError, match="first_s <= cap_s"):
        Backoff(first, cap)
