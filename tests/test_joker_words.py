"""A joker in words: the Poderes move trace said «plays *2» (ab29), the card's code. Move
words name it «un comodín» / «a joker»."""
from hod_desktop.ui.table.move_words import card_name, move_words


def test_a_joker_is_named_not_coded():
    assert card_name("*2", "es") == "un comodín"
    assert card_name("*1", "en") == "a joker"
    assert move_words("play *2", "en", "trace") == "plays a joker"
    assert card_name("Rc", "es", "spanish") == "el rey de copas"
