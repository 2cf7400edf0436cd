package align

import (
	"testing"
	"time"
)

func TestParseTime(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 30, 0, 0, time.UTC)
	at := func(y int, mo time.Month, d, h, mi, s int) time.Time {
		return time.Date(y, mo, d, h, mi, s, 0, time.UTC)
	}
	tests := []struct {
		in   string
		want time.Time
	}{
		// ISO 8601 and <time datetime>
		{"2018-04-03T04:30:50+00:00", at(2018, 4, 3, 4, 30, 50)},
		{"2018-04-03T06:30:50+02:00", at(2018, 4, 3, 4, 30, 50)},
		{"2018-04-03T04:30:50.123Z", at(2018, 4, 3, 4, 30, 50)},
		{"2024-06-29 12:00:48", at(2024, 6, 29, 12, 0, 48)},
		{"2017-07-30", at(2017, 7, 30, 0, 0, 0)},
		{"Mon, 02 Jan 2006 15:04:05 GMT", at(2006, 1, 2, 15, 4, 5)},
		{"Mon, 02 Jan 2006 10:04:05 -0500", at(2006, 1, 2, 15, 4, 5)},
		// English forum and blog forms, 12 and 24 hour clocks
		{"Mon Jan 02, 2006 3:04 pm", at(2006, 1, 2, 15, 4, 0)},
		{"Mon Jan 02, 2006 12:04 am", at(2006, 1, 2, 0, 4, 0)},
		{"Jul 15, 2013 at 3:04 PM", at(2013, 7, 15, 15, 4, 0)},
		{"January 2, 2006", at(2006, 1, 2, 0, 0, 0)},
		{"April 07, 2021, 10:22:13 AM", at(2021, 4, 7, 10, 22, 13)}, // SMF's default
		{"Jan 7, 2021, 10:22", at(2021, 1, 7, 10, 22, 0)},
		{"Jan. 2, 2006, 3:04 p.m.", at(2006, 1, 2, 15, 4, 0)}, // Django's "N j, Y, P"
		{"Jan 2nd, 2006, 3pm", at(2006, 1, 2, 15, 0, 0)},
		{"2 Jan 2006", at(2006, 1, 2, 0, 0, 0)},
		{"27 November 2024", at(2024, 11, 27, 0, 0, 0)},
		{"02-01-2006, 15:04", at(2006, 1, 2, 15, 4, 0)},
		{"01-02-2006, 03:04 PM", at(2006, 2, 1, 15, 4, 0)},
		{"01/02/2006", at(2006, 1, 2, 0, 0, 0)},
		{"25/12/2019 18:00", at(2019, 12, 25, 18, 0, 0)},
		{"2006/01/02 15:04", at(2006, 1, 2, 15, 4, 0)},
		{"02.01.06", at(2006, 1, 2, 0, 0, 0)},
		{"Dec 24, 11:05 am", at(2025, 12, 24, 11, 5, 0)}, // no year: the latest such date
		{"Today 15:04", at(2026, 1, 10, 15, 4, 0)},
		{"Today, 09:15 AM", at(2026, 1, 10, 9, 15, 0)},
		{"Yesterday", at(2026, 1, 9, 0, 0, 0)},
		{"Yesterday at 3:04 PM", at(2026, 1, 9, 15, 4, 0)},
		{"3 hours ago", now.Add(-3 * time.Hour)},
		{"an hour ago", now.Add(-time.Hour)},
		{"15 mins ago", now.Add(-15 * time.Minute)},
		{"2 weeks ago", now.AddDate(0, 0, -14)},
		{"1 year ago", now.AddDate(-1, 0, 0)},
		{"2 weeks 5 hours ago", now.AddDate(0, 0, -14).Add(-5 * time.Hour)}, // Drupal's two-part interval
		{"1 month 5 days ago", now.AddDate(0, -1, -5)},
		{"just now", now},
		// German
		{"2. Januar 2026, 14:05", at(2026, 1, 2, 14, 5, 0)},
		{"Mo 2. Jan 2006, 14:05", at(2006, 1, 2, 14, 5, 0)},
		{"am 3. März 2025 um 9:41 Uhr", at(2025, 3, 3, 9, 41, 0)},
		{"02.01.2026, 14:05", at(2026, 1, 2, 14, 5, 0)},
		{"Heute", at(2026, 1, 10, 0, 0, 0)},
		{"Heute, 14:05", at(2026, 1, 10, 14, 5, 0)},
		{"Gestern, 23:59", at(2026, 1, 9, 23, 59, 0)},
		{"vorgestern", at(2026, 1, 8, 0, 0, 0)},
		{"vor 3 Stunden", now.Add(-3 * time.Hour)},
		{"vor einer Stunde", now.Add(-time.Hour)},
		{"vor 1 Monat 5 Tagen", now.AddDate(0, -1, -5)},
		{"vor 2 Tagen", now.AddDate(0, 0, -2)},
		{"vor 5 Monaten", now.AddDate(0, -5, 0)},
		// French
		{"2 janvier 2026 à 14:05", at(2026, 1, 2, 14, 5, 0)},
		{"lundi 1er décembre 2025 à 14h05", at(2025, 12, 1, 14, 5, 0)},
		{"mar. 2 févr. 2021", at(2021, 2, 2, 0, 0, 0)},
		{"le 15 août 2024, 08:00", at(2024, 8, 15, 8, 0, 0)},
		{"Aujourd’hui à 10:30", at(2026, 1, 10, 10, 30, 0)},
		{"hier à 18:45", at(2026, 1, 9, 18, 45, 0)},
		{"il y a 3 heures", now.Add(-3 * time.Hour)},
		{"il y a une heure", now.Add(-time.Hour)},
		{"il y a 2 jours", now.AddDate(0, 0, -2)},
		{"il y a 1 an", now.AddDate(-1, 0, 0)},
	}
	for _, tt := range tests {
		got, ok := ParseTime(tt.in, now)
		if !ok || !got.Equal(tt.want) {
			t.Errorf("ParseTime(%q) = %v, %v; want %v", tt.in, got, ok, tt.want)
		}
	}
}

func TestParseTimeRejects(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 30, 0, 0, time.UTC)
	for _, in := range []string{
		"", "Posts: 134", "1,854", "#12", "2019", "November 2024", "15:04",
		"Mon", "31 February 2020", "2020-13-01", "25:00 2 Jan 2006", "13:04 pm 2 Jan 2006",
		"2 Jan 2006 3:04 pm 4:05 pm", "Jan Feb 2 2006", "127.0.0.1", "v1.2.3",
		"3 apples ago", "2 weeks 5 apples ago", "vor 3 Äpfeln", "il y a longtemps", "2 Jan 2006 by admin",
		"12345 Jan 2006", "January 1, 1850",
	} {
		if got, ok := ParseTime(in, now); ok {
			t.Errorf("ParseTime(%q) = %v, want no date", in, got)
		}
	}
	// Without a reference time, relative and year-less dates are unknown.
	for _, in := range []string{"Today 15:04", "3 hours ago", "vor 3 Stunden", "Dec 24, 11:05 am", "just now"} {
		if got, ok := ParseTime(in, time.Time{}); ok {
			t.Errorf("ParseTime(%q, zero) = %v, want no date", in, got)
		}
	}
}

func TestFindTimes(t *testing.T) {
	now := time.Date(2026, 1, 10, 12, 30, 0, 0, time.UTC)
	tests := []struct {
		in   string
		want []time.Time
	}{
		{"by ada77 » Sun Jan 02, 2011 3:04 pm", []time.Time{time.Date(2011, 1, 2, 15, 4, 0, 0, time.UTC)}},
		{"Registered: 2017-07-30", []time.Time{time.Date(2017, 7, 30, 0, 0, 0, 0, time.UTC)}},
		{"Posted 2 Jan 2006, edited 3 Jan 2006", []time.Time{time.Date(2006, 1, 2, 0, 0, 0, 0, time.UTC), time.Date(2006, 1, 3, 0, 0, 0, 0, time.UTC)}},
		{"Klicke hier für mehr", nil}, // German "here", not French "yesterday"
		{"Posts: 134", nil},
	}
	for _, tt := range tests {
		got := findTimes(tt.in, now, DatesBySeparator)
		if len(got) != len(tt.want) {
			t.Errorf("findTimes(%q) = %v, want %v", tt.in, got, tt.want)
			continue
		}
		for i := range got {
			if !got[i].Equal(tt.want[i]) {
				t.Errorf("findTimes(%q)[%d] = %v, want %v", tt.in, i, got[i], tt.want[i])
			}
		}
	}
}

// A page's numeric dates are read the one way some of them allow alone.
func TestPageOrder(t *testing.T) {
	tests := []struct {
		name  string
		texts []string
		want  DateOrder
	}{
		{"month first shown by one date", []string{"04-08-2026, 10:15 AM", "04-27-2026, 09:00 PM"}, DatesMonthFirst},
		{"day first shown by one date", []string{"04/08/2026", "27/04/2026"}, DatesDayFirst},
		{"title attribute counts", []string{"Today", "12-31-2025"}, DatesMonthFirst},
		{"both orders: by separator", []string{"04-27-2026", "27-04-2026"}, DatesBySeparator},
		{"no evidence", []string{"04-08-2026", "2026-04-27", "Posts: 12-13"}, DatesBySeparator},
		{"no dates", []string{"hello", "1.2.3.4", "10.13.1.2"}, DatesBySeparator},
		{"times and ISO dates are no evidence", []string{"2026-01-23T05:20:00+02:00", "05:20:00", "12:31:26"}, DatesBySeparator},
	}
	for _, tt := range tests {
		if got := pageOrder(tt.texts); got != tt.want {
			t.Errorf("%s: pageOrder(%q) = %d, want %d", tt.name, tt.texts, got, tt.want)
		}
	}
}

// A profile names the order; a name it does not know is an error.
func TestDateOrderText(t *testing.T) {
	for _, o := range []DateOrder{DatesBySeparator, DatesMonthFirst, DatesDayFirst} {
		b, err := o.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back DateOrder
		if err := back.UnmarshalText(b); err != nil || back != o {
			t.Errorf("%v: read back %v, %v", o, back, err)
		}
	}
	var o DateOrder
	if err := o.UnmarshalText([]byte("middle-first")); err == nil {
		t.Error("unknown order read without error")
	}
}

// Texts that cannot hold a numeric date are not tokenized; every one that
// can is.
func TestMayHoldNumericDate(t *testing.T) {
	for s, want := range map[string]bool{
		"04-08-2026, 10:15 AM": true,
		"04 - 08 - 2026":       true,
		"Posted 27/04/2026":    true,
		"02.01.2006":           true,
		"Sun Jan 02, 2011":     false,
		"Posts: 134":           false,
		"well-known / so-so.":  false,
	} {
		if got := mayHoldNumericDate(s); got != want {
			t.Errorf("mayHoldNumericDate(%q) = %v, want %v", s, got, want)
		}
		if !want && pageOrder([]string{s}) != DatesBySeparator {
			t.Errorf("%q is skipped but shows an order", s)
		}
	}
}
