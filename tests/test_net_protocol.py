"""Every field a client sends is checked; limits per connection and per address."""
import json

import pytest

from hod_desktop.net import protocol
from hod_desktop.net.protocol import FailedJoins, ProtocolError, RateLimit, parse_client_message


def P(**msg):
    return parse_client_message(json.dumps(msg))


def test_good_messages_come_back_checked_with_only_their_fields():
    assert P(type="act", seq=3, action=" play Qs ", extra="x") == {
        "type": "act", "seq": 3, "action": "play Qs"}
    m = P(type="create", game="brag", seats=[{"kind": "you"}, {"kind": "bot", "level": "facil"},
                                             {"kind": "friend"}])
    assert m["grace_s"] == 60 and m["spectators"] is False and len(m["seats"]) == 3
    from hod_desktop.net.room_code import check_char
    code = "ABCDEF" + check_char("ABCDEF")
    assert P(type="join", code="abc-def-" + code[-1].lower()) == {
        "type": "join", "code": code, "token": None}


@pytest.mark.parametrize("raw,code", [
    ("not json", "bad_json"), ("[1,2]", "bad_message"), ('{"type":"fly"}', "unknown_type"),
    ('{"type":"act","seq":-1,"action":"x"}', "bad_message"),
    ('{"type":"act","seq":"1","action":"x"}', "bad_message"),
    ('{"type":"act","seq":1,"action":""}', "bad_message"),
    ('{"type":"say","text":"' + "a" * 201 + '"}', "too_long"),
    ('{"type":"say","text":"hi\\u202eevil"}', "bad_message"),
    ('{"type":"say","text":"' + "a" * 5000 + '"}', "too_big"),
    ('{"type":"join","code":"ABCDEFG"}', "bad_code"),
    ('{"type":"join","code":"22222' + '22","token":"../../etc"}', "bad_code"),
    ('{"type":"create","game":"brag","seats":[{"kind":"bot"},{"kind":"bot"}]}', "bad_message"),
    ('{"type":"create","game":"brag","seats":[{"kind":"you"},{"kind":"alien"}]}', "bad_message"),
    ('{"type":"create","game":"brag","seats":[{"kind":"you"}],"grace_s":60}', "bad_message"),
    ('{"type":"create","game":"brag","seats":[{"kind":"you"},{"kind":"bot"}],"grace_s":1e9}',
     "bad_message"),
    ('{"type":"mute","seat":99,"on":true}', "bad_message"),
])
def test_bad_input_gets_its_code(raw, code):
    with pytest.raises(ProtocolError) as e:
        parse_client_message(raw)
    assert e.value.code == code and e.value.message()["type"] == "error"


def test_a_wrong_token_shape_is_told():
    from hod_desktop.net.room_code import check_char
    code = "234567" + check_char("234567")
    with pytest.raises(ProtocolError) as e:
        P(type="join", code=code, token="../../etc/passwd")
    assert e.value.code == "bad_token"
    assert P(type="join", code=code, token="A" * 22)["token"] == "A" * 22


def test_rate_limit_allows_a_burst_then_the_sustained_rate():
    r = RateLimit(rate=10, burst=5, tokens=5, stamp=0.0)
    assert [r.allow(0.0) for _ in range(7)] == [True] * 5 + [False] * 2
    assert r.allow(0.1) and not r.allow(0.1)


def test_failed_joins_block_an_address_for_the_window_only():
    f = FailedJoins(limit=3, window_s=10)
    for t in range(3):
        assert not f.blocked("10.0.0.1", t)
        f.record("10.0.0.1", t)
    assert f.blocked("10.0.0.1", 5) and not f.blocked("10.0.0.2", 5)
    assert not f.blocked("10.0.0.1", 10.5)


def test_version_error_names_both_versions():
    text = protocol.version_error(99).text
    assert str(protocol.PROTOCOL_VERSION) in text and "99" in text
