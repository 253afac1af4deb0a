"""«Lucía queda eliminado»: the log's elimination line agreed with no female name (Lucía,
Carmen, Sofía, Elena sit at every table). It now says «queda fuera», as Chinchón's does."""
from hod_desktop.ui.table import action_log  # noqa: F401  (registers the words)
from hod_desktop.ui.table.action_log import Entry, Seat, log_words


def test_the_out_line_reads_for_any_name():
    words = log_words(lambda p: ["Tú", "Lucía", "Mateo"][p], str)
    assert Entry.of(1, "log.out", who=Seat(1)).text("es", words, 0) == "Lucía queda fuera"
    assert Entry.of(0, "log.out", who=Seat(0)).text("es", words, 0) == "Quedas fuera"
    assert Entry.of(2, "log.out", who=Seat(2)).text("en", words, 0) == "Mateo is out"
