package text

var specDE = langSpec{
	raw: map[string]rawTopic{
		"gardening": {
			nouns: `f:Tomatenpflanze; n:Hochbeet; mu:Kompost; mu:Mulch; fu:Blumenerde; p:Setzlinge; n:Gewächshaus; n:Frühbeet;
				m:Rosenstrauch; p:Stauden; m:Rasen; f:Hecke; m:Apfelbaum; p:Blattläuse; p:Nacktschnecken; f:Gießkanne;
				mu:Dünger; nu:Saatgut; n:Gemüsebeet; m:Kräutergarten; p:Stangenbohnen; p:Zucchini; p:Erdbeeren;
				f:Gartenschere; f:Schubkarre; m:Gartenschlauch; nu:Unkraut; mu:Lehmboden; m:Komposthaufen;
				p:Tulpenzwiebeln; p:Dahlien; m:Schrebergarten; fu:Tröpfchenbewässerung; f:Regentonne; p:Gurken;
				p:Paprikapflanzen; mu:Pflücksalat; p:Himbeeren; m:Kirschbaum; p:Regenwürmer; p:Hornspäne; n:Rankgitter;
				p:Hortensien; mu:Frost; mu:Rhabarber`,
			verbs: `die Setzlinge gießen; die Rosen zurück|schneiden; den Kompost um|setzen; Möhren aus|säen;
				die Zimmerpflanzen um|topfen; die Beete mulchen; das Gemüsebeet um|graben; die Jungpflanzen ab|härten;
				Verblühtes aus|putzen; Unkraut jäten; die Tomaten aus|geizen; den pH-Wert des Bodens testen;
				die Dahlien überwintern; die Stauden teilen; das Kohlbeet mit einem Netz ab|decken; den Rasen düngen;
				einen Apfelbaum veredeln; den Boden lockern`,
			boards: `Gemüsegarten | Hochbeete, Boden, Kompost und alles, was man essen kann.
				Blumen & Zierpflanzen | Rosen, Stauden, Zwiebelblumen und alles, was einfach nur schön aussieht.
				Schädlinge & Krankheiten | Schnecken, Blattläuse, Mehltau und Braunfäule: Problem erkennen, Lösung finden.
				Gewächshaus & Frühbeet | Beheizt oder nicht, Folientunnel oder Glas: Gärtnern unter Dach.
				Obstbäume & Beeren | Schneiden, Veredeln und Ernten von Äpfeln, Kirschen und Beerenobst.`,
			tags: `garten gärtnern gemüsegarten selbstversorger biogarten hochbeet blumen naturgarten`,
		},
		"phones": {
			nouns: `m:Akku; f:Displayschutzfolie; n:Ladekabel; p:In-Ear-Kopfhörer; n:Firmware-Update; f:SIM-Karte;
				mu:Speicherplatz; m:Startbildschirm; m:Sperrbildschirm; m:Fingerabdrucksensor; fu:Gesichtserkennung;
				f:Handyhülle; m:Bootloader; n:Custom-ROM; n:Android-Update; n:Flaggschiff; n:Mittelklasse-Handy;
				f:Smartwatch; mu:Handyempfang; m:Datentarif; m:Handyvertrag; m:Mobilfunkanbieter; p:Benachrichtigungen;
				mu:Dunkelmodus; n:Qi-Ladegerät; f:Powerbank; m:USB-C-Anschluss; m:Klinkenanschluss; m:Touchscreen;
				nu:Bluetooth; fu:5G-Abdeckung; p:Apps; m:App Store; fu:Akkulaufzeit; n:Gebrauchthandy; n:Cloud-Backup;
				fu:Bildschirmzeit; f:eSIM; p:Systemeinstellungen; mu:Arbeitsspeicher; m:Prozessor; nu:Schnellladen;
				n:Display; f:Tastatur-App; p:Verbindungsabbrüche; n:Betriebssystem`,
			verbs: `das Handy rooten; den Bootloader entsperren; ein Custom-ROM flashen;
				das Handy auf Werkseinstellungen zurück|setzen; das gesprungene Display tauschen; den Akku kalibrieren;
				den App-Cache leeren; die Firmware aktualisieren; die Kontakte übertragen; die Earbuds koppeln;
				den Anbieter wechseln; die Hintergrunddaten ab|schalten; die Chats sichern; die Beta installieren;
				die vorinstallierten Apps deaktivieren; die eSIM aktivieren`,
			boards: `Android-Geräte | Custom-ROMs, Rooten, Launcher und alles rund um Android.
				iPhone & iOS | Hilfe, Tipps und News zu Apple-Handys und den neuesten iOS-Versionen.
				Kaufberatung | Welches Handy soll ich nehmen? Flaggschiffe, Preistipps und Gebrauchtgeräte.
				Akku & Laden | Ladegeräte, Powerbanks, Akkuzustand und Ladegeschwindigkeit.
				Tarife & Anbieter | Datentarife, Verträge, eSIM und Ärger mit dem Netz.`,
			tags: `handy smartphone android iphone mobilfunk technik gadgets testbericht`,
		},
		"cars": {
			nouns: `f:Kupplung; n:Getriebe; m:Zahnriemen; nu:Motoröl; m:Ölfilter; p:Bremsbeläge; p:Bremsscheiben;
				f:Lichtmaschine; m:Anlasser; m:Kühler; nu:Kühlmittel; m:Turbolader; f:Auspuffanlage; m:Katalysator;
				p:Zündkerzen; f:Benzinpumpe; p:Winterreifen; n:Fahrwerk; p:Stoßdämpfer; n:Lenkgetriebe;
				f:Motorkontrollleuchte; m:Dieselmotor; mu:Spritverbrauch; n:Autohaus; f:Werkstatt; m:TÜV; mu:Rost;
				n:Radlager; f:Zylinderkopfdichtung; nu:Getriebeöl; p:Scheibenwischer; m:Kombi; n:Cabrio;
				m:Gebrauchtwagen; m:Kilometerstand; n:Scheckheft; nu:Drehmoment; f:Hinterachse; p:Scheinwerfer;
				f:Anhängerkupplung; m:Mechaniker`,
			verbs: `das Öl wechseln; die Bremsen entlüften; den Zahnriemen tauschen; die Reifen wechseln;
				das Kühlsystem spülen; die Kupplung ein|stellen; die Zündkerzen wechseln; den Fehlerspeicher aus|lesen;
				die Spur ein|stellen; den Motor tunen; den Lack polieren; die Roststellen aus|bessern;
				eine Probefahrt machen; mit dem Händler verhandeln; den Reifendruck prüfen; die Wischerblätter tauschen`,
			boards: `Motor & Antrieb | Zündaussetzer, Ölverlust, Getriebe und Kupplung: das mechanische Herz des Autos.
				Bremsen, Reifen & Fahrwerk | Beläge, Scheiben, Spur und alles zwischen dir und der Straße.
				Kaufen & Verkaufen | Gebrauchtwagen-Check, Erfahrungen mit Händlern und Preisverhandlungen.
				Selbst schrauben | Ölwechsel, Filter und Reparaturen, die man in der eigenen Garage schafft.
				Oldtimer | Restaurierung, Rostbeseitigung und die Jagd nach seltenen Teilen.`,
			tags: `auto kfz werkstatt schrauben oldtimer autoreparatur tuning gebrauchtwagen`,
		},
		"cooking": {
			nouns: `f:Gusseisenpfanne; mu:Sauerteig; m:Brotteig; n:Kochmesser; m:Bräter; nu:Risotto; fu:Béchamelsoße;
				p:Zwiebeln; mu:Knoblauch; nu:Olivenöl; fu:Butter; m:Suppentopf; fu:Hühnerbrühe; p:Nudeln; mu:Pizzateig;
				p:Gewürze; mu:Kreuzkümmel; nu:Paprikapulver; f:Küchenmaschine; mu:Blätterteig; p:Knödel; nu:Curry;
				f:Marinade; n:Schneidebrett; mu:Reis; m:Reiskocher; p:Linsen; nu:Mehl; fu:Hefe; mu:Rohrzucker; fu:Sahne;
				mu:Parmesan; n:Brathähnchen; nu:Rindergulasch; n:Dressing; n:Bratenthermometer; p:Champignons;
				fu:Sojasoße; p:Eier; n:Rezept; m:Rührteig; p:Reste; m:Wok; f:Lasagne; m:Schnellkochtopf; p:Pfannkuchen`,
			verbs: `den Teig kneten; die Pfanne ein|brennen; den Bratensatz ab|löschen; das Steak scharf an|braten;
				den Brotteig gehen lassen; die Zwiebeln karamellisieren; eine Mehlschwitze machen; die Soße reduzieren;
				das Eiweiß steif schlagen; das Hähnchen über Nacht marinieren; den Tortenboden blind backen;
				die Messer schleifen; das Gemüse im Ofen rösten; das Mehl unter|heben; die Brühe köcheln lassen;
				den Sauerteig füttern; die Schokolade temperieren`,
			boards: `Backen & Brot | Sauerteig, Hefeteig, Kuchen und Gebäck: zeigt eure Krume.
				Alltagsküche | Schnelle Gerichte für die Woche und clevere Ideen für Reste.
				Küchenausstattung | Messer, Pfannen, Küchenmaschinen und Geräte, die den Platz wert sind.
				Internationale Küche | Currys, Knödel, Pasta und Eintöpfe aus aller Welt.`,
			tags: `kochen rezepte backen hausmannskost küche abendessen foodblog lecker`,
		},
		"travel": {
			nouns: `f:Bordkarte; nu:Handgepäck; m:Koffer; m:Rucksack; n:Hostel; n:Hotelzimmer; f:Reiseversicherung;
				m:Reisepass; n:Visum; mu:Jetlag; m:Zwischenstopp; m:Nachtzug; f:Fähre; f:Reiseroute; f:Flughafenlounge;
				m:Fensterplatz; p:Bonusmeilen; m:Reiseadapter; m:Reiseführer; mu:Geldwechsel; m:Citypass;
				f:Stadtführung; p:Wanderwege; m:Campingplatz; n:Strandresort; fu:Sonnencreme; f:Jugendherberge;
				m:Grenzübergang; m:Interrail-Pass; p:Flugverspätungen; fu:Überbuchung; m:Check-in-Schalter;
				mu:Zimmerservice; p:Tagesausflüge; f:Altstadt; p:Wochenmärkte; f:Kreuzfahrt; f:Landkarte;
				n:Reisebudget; n:Buchungsportal; f:Ferienwohnung; p:Souvenirs; mu:Zoll; n:Reisebüro`,
			verbs: `die Flüge buchen; den Reisepass verlängern; ein Visum beantragen; mit leichtem Gepäck reisen;
				Geld um|tauschen; online ein|checken; ein Upgrade in die Business Class buchen; einen Roller mieten;
				den Küstenwanderweg laufen; den Nachtzug nehmen; eine Entschädigung für die Verspätung fordern;
				die Reiseroute planen; ein günstiges Hostel finden; die Altstadt erkunden; einen Interrail-Pass kaufen;
				eine Reiseversicherung ab|schließen`,
			boards: `Reiseberichte | Erzählt, wo ihr wart, was ihr gesehen habt und was ihr anders machen würdet.
				Flüge & Flughäfen | Airlines, Umstiege, Lounges, Verspätungen und Entschädigungen.
				Günstig reisen | Hostels, Nachtzüge, Bahnpässe und mit wenig Geld weit kommen.
				Reiseziele Europa | Städtereisen, Altstädte, Inseln und Bergdörfer quer durch Europa.
				Visa & Papierkram | Reisepass, Visum, Grenzübertritte und Fragen zur Versicherung.`,
			tags: `reisen fernweh urlaub backpacking städtereise reisetipps abenteuer unterwegs`,
		},
		"photography": {
			nouns: `f:Festbrennweite; n:Zoomobjektiv; f:Blende; f:Belichtungszeit; m:ISO-Wert; n:Stativ; f:Systemkamera;
				f:Spiegelreflexkamera; m:Bildsensor; m:Sucher; mu:Autofokus; p:RAW-Dateien; fu:Bildbearbeitung;
				m:Weißabgleich; fu:Schärfentiefe; nu:Bokeh; m:Polfilter; m:Graufilter; f:Kameratasche; m:Aufsteckblitz;
				m:Belichtungsmesser; f:Belichtung; n:Histogramm; nu:Abendlicht; p:Porträts; fu:Straßenfotografie;
				n:Makroobjektiv; f:Speicherkarte; m:Bildstabilisator; fu:Bildkomposition; fu:Drittelregel;
				p:Langzeitbelichtungen; nu:Filmkorn; f:Dunkelkammer; m:Kleinbildfilm; n:Weitwinkelobjektiv;
				n:Teleobjektiv; f:Gegenlichtblende; p:Presets; nu:Bildrauschen; m:Auslöser; m:Kameragurt; f:Softbox;
				p:Landschaftsaufnahmen`,
			verbs: `im manuellen Modus fotografieren; das Objektiv ab|blenden; Belichtungsreihen machen;
				den Monitor kalibrieren; den Sensor reinigen; Makroaufnahmen stacken; die RAW-Dateien entwickeln;
				einen Film selbst entwickeln; den Weißabgleich manuell ein|stellen; mit Back-Button-Fokus arbeiten;
				den Bildausschnitt sorgfältig wählen; auf die Lichter belichten; mit Fernauslöser fotografieren;
				ein Panorama zusammen|setzen; Abzüge drucken lassen; die Blende weiter öffnen`,
			boards: `Ausrüstung | Kameras, Objektive, Stative und Taschen: womit ihr fotografiert und warum.
				Landschaft & Natur | Goldene Stunde, Langzeitbelichtungen und das Warten auf das richtige Licht.
				Porträt & Menschen | Licht, Posing und die Arbeit mit Models, Freunden und Fremden.
				Bildbearbeitung | RAW-Entwicklung, Presets, Color Grading und Retusche.
				Analoge Fotografie | Kleinbild, Mittelformat, Dunkelkammer und Negative scannen.`,
			tags: `fotografie foto kamera landschaftsfotografie porträt streetfotografie makro analog`,
		},
		"medicine": {
			nouns: `mu:Blutdruck; p:Nebenwirkungen; nu:Ibuprofen; p:Antibiotika; n:Blutbild; m:Hausarzt; f:Dosierung;
				p:Symptome; f:Migräne; p:Rückenschmerzen; fu:Physiotherapie; p:Allergien; n:Asthmaspray; f:Impfung;
				m:Facharzt; nu:Cholesterin; f:Schilddrüse; nu:Insulin; mu:Diabetes; p:Schmerzmittel; n:Ekzem;
				f:Überweisung; n:MRT; n:Röntgenbild; nu:Sodbrennen; fu:Schlaflosigkeit; p:Vitaminpräparate;
				f:Angststörung; p:Antidepressiva; f:Knie-OP; n:Wartezimmer; f:Krankenkasse; nu:Fieber; n:Immunsystem;
				m:Apotheker; mu:Blutzucker; f:Wundnaht; mu:Tinnitus; p:Laborwerte; m:Beipackzettel; f:Arztpraxis`,
			verbs: `den Blutdruck senken; die Medikamente langsam ab|setzen; eine Zweitmeinung ein|holen;
				einen Kontrolltermin vereinbaren; die Tabletten zum Essen nehmen; die Symptome dokumentieren;
				um eine Überweisung bitten; auf ein Generikum um|steigen; die Physio-Übungen machen;
				die Grippeimpfung machen lassen; den Blutzucker messen; Trigger-Lebensmittel meiden;
				den Beipackzettel lesen; weniger Schmerzmittel nehmen; einen Facharzt auf|suchen`,
			boards: `Allgemeine Fragen | Gesundheitsfragen, Symptome und was man den Arzt fragen sollte.
				Medikamente & Nebenwirkungen | Dosierung, Wechselwirkungen, Generika und Erfahrungen mit Rezepten.
				Chronische Erkrankungen | Leben mit Diabetes, Asthma, Migräne, Arthrose und mehr.
				Psychische Gesundheit | Angst, Depression, Schlaf und Unterstützung von Menschen, die verstehen.
				Reha & Physiotherapie | Operationen, Verletzungen, Reha-Pläne und wieder auf die Beine kommen.`,
			tags: `gesundheit medizin arzt krankheit physiotherapie apotheke wohlbefinden vorsorge`,
		},
		"music": {
			nouns: `f:E-Gitarre; f:Akustikgitarre; m:Bassverstärker; n:Schlagzeug; n:Effektpedal; f:Akkordfolge;
				p:Gitarrensaiten; n:Metronom; fu:Musiktheorie; m:Synthesizer; n:MIDI-Keyboard; n:Audio-Interface; mu:Hall;
				f:Schallplatte; m:Plattenspieler; p:Studiomonitore; p:Noten; f:Setlist; m:Proberaum; m:Auftritt; f:Band;
				n:Griffbrett; m:Kapodaster; nu:Fingerpicking; p:Tonleitern; nu:Gehörtraining; n:Mischpult;
				f:Aufnahmesession; n:Mikrofon; m:Drumcomputer; mu:Gitarrenunterricht; f:Jam-Session; m:Konzertsaal;
				mu:Jazz; p:Harmonien; n:Saxophon; f:Geige; n:Klavier; f:Ukulele; m:Röhrenverstärker; p:Songtexte;
				nu:Songwriting; n:Album`,
			verbs: `Barrégriffe lernen; jeden Tag Tonleitern üben; die Gitarre neu besaiten; auf Drop D runter|stimmen;
				ein Demo auf|nehmen; den Gesang ab|mischen; die Saitenlage ein|stellen; einer Band bei|treten;
				einen Gig spielen; die Songtexte schreiben; den Track mastern; ein Solo nach Gehör transkribieren;
				vor der Probe die Finger auf|wärmen; vom Blatt spielen; mit Freunden jammen`,
			boards: `Gitarre & Bass | Equipment, Technik, Einstellungen und die ewige Suche nach dem perfekten Ton.
				Homerecording | Interfaces, Mikrofone, Mischen und das erste Demo aus dem Schlafzimmer.
				Songwriting & Theorie | Akkorde, Texte, Harmonielehre und Songs, die man auch fertig schreibt.
				Bands & Auftritte | Mitmusiker finden, Gigs buchen und Proben überleben.
				Tasten & Synthesizer | Klaviere, MIDI-Controller, Synthesizer und Sounddesign.`,
			tags: `musik gitarre musiker homerecording livemusik songwriting synthesizer bass`,
		},
	},
	langData: langData{
		sentences: []string{
			// Erfahrung
			"Ich versuche seit {dur}, {vzu}, und so langsam klappt es.",
			"{Time} habe ich mich endlich getraut, {vzu}, und es war einfacher als gedacht.",
			"{Who} hat mir beigebracht, {vzu}, und seitdem mache ich es selbst.",
			"Kurzes Update: Ich konnte {time} endlich {v}, und bisher sieht alles gut aus.",
			"Es hat {dur.acc} gedauert, bis ich gelernt habe, {vzu}.",
			"Für mich {war|waren} {the} am Anfang das Schwierigste.",
			"{Who} schwört auf {the.acc}, aber ich bin noch nicht überzeugt.",
			"Seit ich mehr auf {the.acc} achte, mache ich mir über {the2.acc} viel weniger Sorgen.",
			"Am Wochenende habe ich meistens mehr Zeit, um {vzu}.",
			// neutral
			"{The} {ist|sind} meistens das Erste, wonach hier im Forum gefragt wird.",
			"Die meisten hier raten dazu, mindestens einmal {freq} {vzu}.",
			"Was einem keiner über {the.acc} sagt: Es kostet viel mehr Zeit als gedacht.",
			"Über {the.acc} haben wir schon in anderen Threads diskutiert, aber die Frage kommt immer wieder.",
			"Ich habe irgendwo gelesen, dass {the} wichtiger {ist|sind}, als die meisten Anfänger denken.",
			"Jede Anleitung sagt etwas anderes über {the.acc}.",
			"Nur damit es klar ist: Es geht mir um {the.acc}, nicht um {the2.acc}.",
			"Vieles hängt von {the.dat} ab, deshalb ist eine allgemeine Antwort schwierig.",
			"In der FAQ gibt es eine gute Anleitung zu {the.dat}, schaut da am besten zuerst rein.",
			"Ehrlich gesagt {ist|sind} {the} gar nicht so kompliziert, wie es aussieht.",
			"In der Anleitung steht, man soll zuerst {v}, und daran würde ich mich halten.",
			// Fragen
			"Weiß jemand, wie man {v} kann, ohne ein Vermögen auszugeben?",
			"Wie kann man am besten {v}?",
			"Wie oft sollte man eigentlich {v}?",
			"{Lohnt|Lohnen} sich {a} wirklich?",
			"Hat hier schon mal jemand versucht, {vzu}?",
			"Sollte ich jetzt {v} oder lieber noch ein paar Wochen warten?",
			"Was haltet ihr von {the.dat}?",
			"Kann mir jemand erklären, warum alle so einen Wirbel um {the.acc} machen?",
			"Gibt es hier jemanden, der sich mit {the.dat} richtig gut auskennt?",
			"Muss ich {v}, bevor ich mich um {the2.acc} kümmere?",
			// Ratschläge
			"Mein Tipp: rechtzeitig {v} und nichts überstürzen.",
			"Tu dir selbst einen Gefallen und lies dich vorher in {the.acc} ein.",
			"An deiner Stelle würde ich zuerst {v} und dann weitersehen.",
			"Vergiss nicht, {vzu}, das macht mehr aus, als man denkt.",
			"{V} ist kein Hexenwerk, das kannst du auch selbst.",
			"Behalte {the.acc} im Auge und schreib dir auf, was sich verändert.",
		},
		positive: []string{
			"Ich liebe es, wie sich das mit {the.dat} entwickelt hat, die beste Entscheidung dieses Jahr.",
			"{The} {ist|sind} einfach {pos}, ich bin total begeistert.",
			"Super Tipp! Ich habe versucht, {vzu}, und es hat perfekt funktioniert.",
			"Es war das Beste, was ich je gemacht habe, endlich {vzu}.",
			"Was für ein tolles Ergebnis, {the} {ist|sind} noch besser als erhofft.",
			"Vielen Dank, dein Tipp mit {the.dat} war perfekt!",
			"Ich bin so froh, dass ich mich getraut habe, {vzu}, ein großartiges Gefühl.",
			"Fünf Sterne von mir: {the} {ist|sind} wirklich {pos}.",
			"Genialer Thread, hier habe ich mehr über {the.acc} gelernt als irgendwo sonst.",
			"Anfangs war ich skeptisch, aber inzwischen bin ich von {the.dat} begeistert.",
			"Ich kann nur empfehlen, {vzu}, die Ergebnisse sind fantastisch.",
			"{My} {ist|sind} {pos}, und ich könnte nicht glücklicher sein.",
			"Das ist die beste Erklärung zu {the.dat}, die ich je gelesen habe, danke!",
			"Perfektes Timing, ich wollte am Wochenende {v}, und deine Anleitung ist klasse.",
			"Wow, {the} {sieht|sehen} fantastisch aus, super gemacht!",
			"Dank euch {macht|machen} mir {the} richtig Spaß, ihr seid großartig.",
			"Ich bin rundum glücklich mit {my.dat}, {it} {ist|sind} einfach {pos}.",
		},
		negative: []string{
			"Ich hasse {the.acc}, {it} {hat|haben} mir nur Ärger gemacht.",
			"{The} {ist|sind} {neg}, ich bin echt enttäuscht.",
			"Was für eine schreckliche Idee, ich wollte {v} und habe alles nur schlimmer gemacht.",
			"Ehrlich gesagt {war|waren} {the} das Schlimmste am ganzen Jahr.",
			"Ich bin so frustriert, jedes Mal, wenn ich {v} will, geht etwas schief.",
			"Furchtbare Erfahrung mit {the.dat}, das wünsche ich niemandem.",
			"Der Versuch, {vzu}, war reine Zeit- und Geldverschwendung, einfach ärgerlich.",
			"Ich bin wirklich enttäuscht von {the.dat}, {it} {ist|sind} einfach {neg}.",
			"Das ist der nutzloseste Ratschlag zu {the.dat}, den ich je gelesen habe.",
			"Sorry, aber {the} {ist|sind} eine Katastrophe, ich habe die Nase voll.",
			"Finger weg von {the.dat}, ernsthaft, {it} {ist|sind} grauenhaft.",
			"Ich wollte {time} {v}, und es war ein furchtbarer Albtraum.",
			"{My} {ist|sind} ein einziges Chaos, und ich ärgere mich schwarz.",
			"Ich bereue es wirklich, dass ich versucht habe, {vzu}, das Ergebnis war miserabel.",
			"Schlechteste Entscheidung überhaupt: Ich wollte ohne Hilfe {v}, ein Desaster.",
			"Alles an {the.dat} nervt mich, einfach nur schrecklich.",
			"Leider total enttäuscht: {the} {hat|haben} nach {dur} komplett versagt.",
		},
		titles: []string{
			"Frage zu {the.dat}",
			"Hilfe bei {my.dat}!",
			"Wie kann man am besten {v}?",
			"Tipps, um {vzu}?",
			"{Bare} oder {bare2}?",
			"Mein erster Versuch, {vzu}",
			"{Bare} nach {dur}: mein Erfahrungsbericht",
			"{Lohnt|Lohnen} sich {a} wirklich?",
			"Anfängerfrage: Wann sollte man {v}?",
			"Endlich geschafft, {vzu}!",
			"Brauche Rat zu {the.dat}",
			"Probleme mit {my.dat}",
			"Hat noch jemand Ärger mit {the.dat}?",
			"Jetzt {v} oder lieber warten?",
			"Was haltet ihr von {the.dat}?",
			"{Bare}: Lohnt sich der Hype?",
			"Ich schaffe es nicht, {vzu}",
			"Anleitung: {v} Schritt für Schritt",
			"{Bare} vs. {bare2} – was nehmen?",
			"Seltsames Problem mit {my.dat}",
			"Warum redet keiner über {the.acc}?",
			"Ist es normal, jede Woche {vzu}?",
			"Update zu {my.dat} (mit Details)",
			"Muss man wirklich {v}?",
			"Erfahrungen mit {the.dat} gesucht",
		},
		boardName: "{bare} & {bare2}",
		boardDescs: []string{
			"Fragen, Tipps und Erfahrungen rund um {the.acc} und {the2.acc}.",
			"Alles über {the.acc} und {the2.acc}, von den ersten Schritten bis zu Profi-Tricks.",
			"Zeigt eure Fortschritte mit {the.dat}, fragt nach {the2.dat} und helft anderen.",
		},
		posAdj:     []string{"großartig", "hervorragend", "genial", "super", "fantastisch", "klasse", "spitze", "wunderbar", "perfekt", "erstklassig"},
		negAdj:     []string{"schrecklich", "furchtbar", "katastrophal", "miserabel", "grottenschlecht", "enttäuschend", "nutzlos", "unbrauchbar", "grauenhaft", "ärgerlich"},
		times:      []string{"letztes Jahr", "letzten Frühling", "vor ein paar Wochen", "gestern", "am Wochenende", "über die Feiertage", "letzten Monat"},
		durations:  []string{"zwei Wochen|zwei Wochen", "drei Monaten|drei Monate", "einem Jahr|ein Jahr", "sechs Jahren|sechs Jahre", "ein paar Tagen|ein paar Tage", "fast zehn Jahren|fast zehn Jahre"},
		freqs:      []string{"pro Woche", "im Monat", "im Jahr", "pro Saison"},
		who:        []string{"mein Nachbar", "mein Schwager", "ein Kumpel von mir", "mein Vater", "der Verkäufer im Laden", "meine Frau", "eine Kollegin", "meine Tante"},
		cities:     []string{"Köln", "München", "Leipzig", "Hamburg", "Graz", "Bremen", "Freiburg", "Zürich"},
		firstNames: []string{"Jürgen", "Sabine", "Thomas", "Anja", "Stefan", "Katrin", "Markus", "Julia", "Andreas", "Petra", "Tobias", "Miriam", "Uwe", "Heike", "Jens", "Lena", "Sven", "Birgit", "Lukas", "Ute", "Matthias", "Svenja", "Dirk", "Nicole"},
		lastNames:  []string{"mueller", "schmidt", "becker", "wagner", "hoffmann", "krause", "schulz", "koch", "richter", "wolf"},
		handleA:    []string{"grün", "nacht", "hobby", "alter", "wilder", "flotter", "stiller", "kleiner", "eiserner", "roter", "nord", "wald", "berg", "see", "stadt", "land"},
		handleB:    []string{"daumen", "eule", "fuchs", "schrauber", "gärtner", "bastler", "knipser", "koch", "wanderer", "tüftler", "bär", "wolf", "rabe", "igel", "biber", "musikant", "pilot", "kater"},
		signatures: []string{
			"Gesendet von meinem Handy, sorry für Tippfehler.",
			"Nur meine Meinung.",
			"Never change a running system.",
			"Dabei seit {year} und lerne immer noch dazu.",
			"Grüße aus {city}",
			"Gruß, {first}",
			"Wer lesen kann, ist klar im Vorteil.",
			"Zurzeit beschäftigt mich {the}.",
			"Erst denken, dann posten.",
			"Bitte erst die Suchfunktion benutzen.",
			"Viele Grüße aus dem schönen {city}",
			"Lieber langsam und richtig als schnell und falsch.",
			"MfG {first}",
		},
	},
}
