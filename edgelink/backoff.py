"""The one retry schedule for links that drop (the MQTT broker, a serial or MAVLink device, a model
download): wait `first_s`, then twice as long each time up to `cap_s`; start again after a reset."""


class Backoff:
    def __init__(self, first_s: float, cap_s: float, factor: float = 2.0):
        if not 0 <= first_s <= cap_s:
            raise ValueError(f"backoff needs 0 <= first_s <= cap_s, got {first_s} and {cap_s}")
        self.first_s, self.cap_s, self.factor = first_s, cap_s, factor
        self._next = first_s

    def next(self) -> float:
        """The delay before the coming try; the one after it is longer."""
        delay = self._next
        self._next = min(self._next * self.factor, self.cap_s)
        return delay

    def reset(self) -> None:
        """The link worked for a while: the next failure waits the shortest delay again."""
        self._next = self.first_s
