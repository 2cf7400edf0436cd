package text

var specEN = langSpec{
	raw: map[string]rawTopic{
		"gardening": {
			nouns: `tomato plant; raised bed; u:compost; u:mulch; u:potting soil; p:seedlings; greenhouse; cold frame;
				rose bush; p:perennials; lawn; hedge; apple tree; p:aphids; p:slugs; watering can; u:fertilizer; p:seeds;
				vegetable patch; herb garden; p:runner beans; p:zucchini; p:strawberries; p:pruning shears; wheelbarrow;
				garden hose; p:weeds; u:clay soil; u:leaf mold; compost heap; p:tulip bulbs; p:dahlias; u:drip irrigation;
				rain barrel; p:cucumbers; u:lettuce; allotment; p:raspberry canes; cherry tree; p:earthworms; u:bone meal;
				trellis; p:hydrangeas; u:frost; u:rhubarb`,
			verbs: `water the seedlings; prune the roses; turn the compost; sow the carrots; repot the houseplants;
				mulch the beds; dig over the vegetable patch; harden off the seedlings; deadhead the flowers; pull the weeds;
				plant out the tomatoes; test the soil pH; overwinter the dahlias; divide the perennials; net the brassicas;
				feed the lawn; graft an apple tree; loosen the soil`,
			boards: `Vegetable Beds | Raised beds, soil, compost and everything you grow to eat.
				Flowers & Ornamentals | Roses, perennials, bulbs and the plants you grow just to look at.
				Pests & Diseases | Slugs, aphids, blight and mildew: identify the problem and find a fix.
				Greenhouse Corner | Heated or not, polytunnel or glass: growing under cover all year round.
				Fruit Trees & Berries | Pruning, grafting and harvesting apples, cherries and soft fruit.`,
			tags: `gardening garden homegrown organic backyard vegetables flowers growyourown springplanting`,
		},
		"phones": {
			nouns: `battery; screen protector; charging cable; p:earbuds; firmware update; SIM card; u:storage; home screen;
				lock screen; fingerprint sensor; uz:face unlock; phone case; bootloader; custom ROM; Android update; flagship;
				mid-range phone; smartwatch; u:signal reception; data plan; phone contract; carrier; p:notifications;
				uz:dark mode; wireless charger; power bank; USB-C port; headphone jack; touchscreen; uz:bluetooth; uz:5G coverage;
				p:apps; app store; u:battery life; refurbished phone; u:cloud backup; u:screen time; eSIM; p:system settings;
				processor; uz:fast charging; display; keyboard app; p:dropped calls; operating system`,
			verbs: `root the phone; unlock the bootloader; flash a custom ROM; factory reset the phone; replace the cracked screen;
				calibrate the battery; clear the app cache; update the firmware; transfer the contacts; pair the earbuds;
				switch carriers; turn off background data; back up the chats; install the beta; disable the bloatware;
				activate the eSIM`,
			boards: `Android Devices | Custom ROMs, rooting, launchers and everything Android.
				iPhone & iOS | Help, tips and news for Apple phones and the latest iOS releases.
				Buying Advice | Which phone should I get? Flagships, budget picks and refurbished deals.
				Batteries & Charging | Chargers, power banks, battery health and charging speeds.
				Carriers & Plans | Data plans, contracts, eSIM and coverage complaints.`,
			tags: `phones smartphone android iphone mobile tech gadgets unboxing`,
		},
		"cars": {
			nouns: `clutch; gearbox; timing belt; u:engine oil; oil filter; p:brake pads; p:brake discs; alternator; starter motor;
				radiator; u:coolant; turbocharger; exhaust system; catalytic converter; p:spark plugs; fuel pump; p:winter tires;
				u:suspension; p:shock absorbers; steering rack; check engine light; diesel engine; u:fuel economy; dealership;
				mechanic; u:inspection; u:rust; wheel bearing; head gasket; u:transmission fluid; p:wiper blades; hybrid;
				station wagon; convertible; used car; u:mileage; service history; u:torque; rear axle; p:headlights; tow bar`,
			verbs: `change the oil; bleed the brakes; replace the timing belt; rotate the tires; flush the coolant; adjust the clutch;
				swap the spark plugs; read the fault codes; align the wheels; tune the engine; wax the paintwork; fix the rust spots;
				test drive the car; negotiate with the dealer; check the tire pressure; replace the wiper blades`,
			boards: `Engine & Drivetrain | Misfires, oil leaks, gearboxes and clutches: the mechanical heart of the car.
				Brakes, Tires & Suspension | Pads, discs, alignment and everything between you and the road.
				Buying & Selling | Used car checks, dealer horror stories and price negotiations.
				DIY Maintenance | Oil changes, filters and repairs you can do in your own driveway.
				Classic Cars | Restoration projects, rust repair and tracking down rare parts.`,
			tags: `cars automotive carrepair mechanic roadtrip diy garage classiccars`,
		},
		"cooking": {
			nouns: `cast iron pan; u:sourdough starter; u:bread dough; chef's knife; dutch oven; u:risotto; u:white sauce; p:onions;
				u:garlic; u:olive oil; u:butter; stock pot; u:chicken stock; u:pasta; u:pizza dough; p:spices; u:cumin; u:paprika;
				food processor; stand mixer; u:puff pastry; p:dumplings; u:curry; u:marinade; cutting board; u:rice; rice cooker;
				p:lentils; u:flour; u:yeast; u:brown sugar; u:cream; u:parmesan; roast chicken; beef stew; u:vinaigrette;
				meat thermometer; p:mushrooms; u:soy sauce; p:eggs; recipe; u:cake batter; p:leftovers; wok; u:lasagna;
				pressure cooker; p:pancakes`,
			verbs: `knead the dough; season the pan; deglaze the pan; sear the steak; proof the bread; caramelize the onions;
				make a roux; reduce the sauce; whisk the egg whites; marinate the chicken overnight; blind bake the crust;
				sharpen the knives; roast the vegetables; fold in the flour; simmer the stock; feed the sourdough starter;
				temper the chocolate`,
			boards: `Baking & Bread | Sourdough, yeast doughs, cakes and pastry: share your crumb shots.
				Everyday Cooking | Quick dinners, weeknight recipes and clever uses for leftovers.
				Kitchen Equipment | Knives, pans, mixers and gadgets worth the counter space.
				World Cuisines | Curries, dumplings, pasta and stews from every corner of the globe.`,
			tags: `cooking recipes homecooking foodie baking kitchen dinner comfortfood`,
		},
		"travel": {
			nouns: `boarding pass; u:hand luggage; suitcase; backpack; hostel; hotel room; uz:travel insurance; passport; visa;
				uz:jet lag; layover; night train; ferry; itinerary; airport lounge; window seat; p:frequent flyer miles;
				travel adapter; guidebook; u:currency exchange; city pass; walking tour; p:hiking trails; campsite; beach resort;
				u:sunscreen; youth hostel; border crossing; rail pass; p:flight delays; u:overbooking; check-in desk;
				u:room service; p:day trips; old town; p:local markets; cruise; road map; u:travel budget; booking site;
				holiday apartment; p:souvenirs; u:customs; travel agency`,
			verbs: `book the flights; renew the passport; apply for a visa; pack light; exchange currency; check in online;
				upgrade to business class; rent a scooter; hike the coastal trail; catch the night train;
				claim compensation for a delay; plan the itinerary; find a cheap hostel; explore the old town; buy a rail pass;
				get travel insurance`,
			boards: `Trip Reports | Tell us where you went, what you saw and what you would do differently.
				Flights & Airports | Airlines, layovers, lounges, delays and compensation claims.
				Budget Travel | Hostels, night trains, rail passes and travelling far on very little.
				Destinations: Europe | City breaks, old towns, islands and mountain villages across Europe.
				Visas & Paperwork | Passports, visas, border crossings and insurance questions.`,
			tags: `travel wanderlust backpacking citybreak traveltips adventure holiday explore`,
		},
		"photography": {
			nouns: `prime lens; zoom lens; u:aperture; u:shutter speed; u:ISO; tripod; mirrorless camera; DSLR; image sensor;
				viewfinder; u:autofocus; p:RAW files; u:editing software; u:white balance; u:depth of field; u:bokeh;
				polarizing filter; ND filter; camera bag; speedlight; light meter; u:exposure; histogram; u:golden hour;
				p:portraits; uz:street photography; macro lens; memory card; u:image stabilization; u:composition;
				u:rule of thirds; p:long exposures; u:film grain; darkroom; u:35mm film; wide-angle lens; telephoto lens;
				lens hood; p:presets; u:noise reduction; shutter button; camera strap; softbox; p:landscapes`,
			verbs: `shoot in manual mode; stop down the lens; bracket the exposures; calibrate the monitor; clean the sensor;
				focus stack the macro shots; edit the raw files; develop the film; set a custom white balance;
				use back-button focus; frame the subject; meter for the highlights; use a remote shutter;
				stitch a panorama; print the photos; open up the aperture`,
			boards: `Gear Talk | Bodies, lenses, tripods and bags: what you shoot with and why.
				Landscape & Nature | Golden hour, long exposures and the patience of waiting for light.
				Portraits & People | Lighting, posing and working with models, friends and strangers.
				Post-Processing | Raw development, presets, colour grading and retouching.
				Film Photography | 35mm, medium format, darkroom work and scanning negatives.`,
			tags: `photography photo camera landscape portrait streetphotography macro filmisnotdead`,
		},
		"medicine": {
			nouns: `u:blood pressure; p:side effects; prescription; uz:ibuprofen; p:antibiotics; blood test; GP; dosage; p:symptoms;
				migraine; uz:back pain; physiotherapist; p:allergies; inhaler; u:vaccination; specialist; uz:cholesterol;
				thyroid; uz:insulin; uz:diabetes; p:painkillers; uz:eczema; referral; MRI scan; x-ray; uz:heartburn; uz:insomnia;
				p:vitamin supplements; uz:anxiety; p:antidepressants; uz:physiotherapy; knee surgery; waiting room;
				uz:fever; u:immune system; pharmacist; u:blood sugar; p:stitches; uz:tinnitus; p:lab results; package insert`,
			verbs: `lower blood pressure; taper off the medication; get a second opinion; book a follow-up appointment;
				take the tablets with food; track the symptoms; ask for a referral; switch to a generic drug;
				do the physio exercises; get the flu shot; check blood sugar levels; avoid trigger foods;
				read the package insert; cut down on painkillers; see a specialist`,
			boards: `Ask a Question | General health questions, symptoms and what to ask your doctor.
				Medications & Side Effects | Dosages, interactions, generics and experiences with prescriptions.
				Chronic Conditions | Living with diabetes, asthma, migraine, arthritis and more.
				Mental Health | Anxiety, depression, sleep and support from people who understand.
				Recovery & Physiotherapy | Surgery, injuries, rehab plans and getting back on your feet.`,
			tags: `health medicine wellbeing healthcare chronicillness physio pharmacy mentalhealth`,
		},
		"music": {
			nouns: `electric guitar; acoustic guitar; bass amp; drum kit; effects pedal; chord progression; p:guitar strings;
				metronome; uz:music theory; synthesizer; MIDI keyboard; audio interface; u:reverb; vinyl record; turntable;
				p:studio monitors; uz:sheet music; setlist; rehearsal room; gig; band; u:tuning; fretboard; capo;
				uz:fingerstyle; p:scales; uz:ear training; mixing desk; recording session; microphone; drum machine;
				p:guitar lessons; open mic night; concert hall; uz:jazz; p:harmonies; saxophone; violin; piano; ukulele;
				tube amp; p:lyrics; uz:songwriting; album`,
			verbs: `learn the barre chords; practice scales every day; restring the guitar; tune down to drop D; record a demo;
				mix the vocals; set up the action; join a band; play a gig; write the lyrics; master the track;
				transcribe a solo by ear; warm up before rehearsal; read sheet music; jam with friends`,
			boards: `Guitar & Bass | Gear, technique, setups and the endless hunt for the perfect tone.
				Home Recording | Interfaces, microphones, mixing and getting a demo out of your bedroom.
				Songwriting & Theory | Chords, lyrics, harmony and finishing the songs you start.
				Gigs & Bands | Finding bandmates, booking gigs and surviving rehearsals.
				Keys & Synths | Pianos, MIDI controllers, synthesizers and sound design.`,
			tags: `music guitar musician recording livemusic songwriting synth bass`,
		},
	},
	langData: langData{
		sentences: []string{
			// experience
			"I have been trying to {v} for {dur} now and I am slowly getting the hang of it.",
			"{Time} I finally decided to {v}, and it was easier than I expected.",
			"{Who} showed me how to {v}, and I never looked back.",
			"Quick update: I managed to {v} {time}, and so far everything looks fine.",
			"It took me {dur} to figure out how to {v} properly.",
			"For me, {the} {was|were} the hardest part to get right.",
			"I keep a small notebook and write down every time I {v}.",
			"{Who} swears by {the}, but I am still not convinced.",
			"Since I started paying attention to {the}, I worry much less about {the2}.",
			// neutral
			"{The} {is|are} usually the first thing people ask about on this forum.",
			"Most people here will tell you to {v} at least once {freq}.",
			"The thing nobody tells you about {the} is how much time it takes.",
			"We have discussed {the} in other threads, but the question keeps coming up.",
			"I read somewhere that {the} {matters|matter} more than most beginners think.",
			"Every guide says something different about {the}.",
			"Just to be clear, I am talking about {the}, not {the2}.",
			"A lot depends on {the}, so it is hard to give a general answer.",
			"There is a good guide about {the} in the FAQ, so check that first.",
			"Honestly, {the} {is|are} not as complicated as {it} {looks|look}.",
			"The manual says to {v} first, and I would follow that advice.",
			// questions
			"Does anyone know how to {v} without spending a fortune?",
			"What is the best way to {v}?",
			"How often do you {v}?",
			"{Is|Are} {a} really worth the money?",
			"Has anyone here tried to {v} on their own?",
			"Should I {v} now, or is it better to wait a few weeks?",
			"What do you think about {the}?",
			"Can someone explain why everyone makes such a fuss about {the}?",
			"Is there anyone here who really knows their way around {the}?",
			"Do I need to {v} before I deal with {the2}?",
			// advice
			"My advice: {v} early and do not rush it.",
			"Do yourself a favour and read up on {the} before you start.",
			"If I were you, I would {v} first and see what happens.",
			"Don't forget to {v}, it makes a bigger difference than you would think.",
			"You can {v} yourself, there is no need to pay someone for it.",
			"Keep an eye on {the} and write down what changes.",
		},
		positive: []string{
			"I absolutely love how things turned out with {the}, best decision I made this year.",
			"{The} {is|are} {pos}, I am really happy with {it|them}.",
			"Great advice, I tried to {v} and it worked perfectly.",
			"Honestly, learning to {v} was the best thing I ever did.",
			"What an amazing result, {the} {is|are} even better than I hoped.",
			"Thanks so much, your tip to {v} is excellent!",
			"I am so glad I decided to {v}, it is a fantastic feeling.",
			"Five stars from me: {the} {is|are} simply {pos}.",
			"Brilliant thread, I have learned more about {the} here than anywhere else.",
			"I was skeptical at first, but now I love {the}.",
			"Highly recommend that you {v}, the results are awesome.",
			"{My} {is|are} {pos} and I could not be happier.",
			"This is the best explanation of {the} I have ever read, thank you!",
			"Perfect timing, I wanted to {v} this weekend and your guide is great.",
			"Wow, {the} {looks|look} fantastic, well done!",
			"I finally got to {v} and the whole thing was a wonderful experience.",
			"So happy with {my}, {it|they} {is|are} just {pos}.",
		},
		negative: []string{
			"I hate {the}, {it} {has|have} been nothing but trouble.",
			"{The} {is|are} {neg} and I am seriously disappointed.",
			"What a terrible idea, I tried to {v} and made everything worse.",
			"Honestly, {the} {was|were} the worst part of the whole year.",
			"I am so frustrated, every time I try to {v} something goes wrong.",
			"Awful experience with {the}, I would not wish it on anyone.",
			"Trying to {v} was a complete waste of time and money.",
			"I am really disappointed with {the}, {it} {is|are} just {neg}.",
			"This is the most useless advice about {the} I have ever read.",
			"Sorry, but {the} {is|are} a disaster and I am fed up.",
			"Stay away from {the}, seriously, {it} {is|are} horrible.",
			"I wanted to {v} {time} and it was an awful, stressful mess.",
			"{My} {is|are} a mess and I am angry at myself for ignoring the warnings.",
			"I really regret trying to {v}, the results were terrible.",
			"Worst decision ever: I tried to {v} without help.",
			"Such a sad ending for {my}, I am heartbroken and disappointed.",
			"Everything about {the} is annoying, {it} {is|are} a pathetic joke.",
		},
		titles: []string{
			"Question about {the}",
			"Help with {my}!",
			"How do you {v}?",
			"Best way to {v}?",
			"{Bare} or {bare2}?",
			"My first attempt to {v}",
			"{Bare} after {dur}: my experience",
			"{Is|Are} {a} worth it?",
			"Beginner question: when to {v}?",
			"Finally managed to {v}!",
			"Need advice on {the}",
			"Problems with {my}",
			"Anyone else struggling with {the}?",
			"Should I {v} now or wait?",
			"What do you think of {the}?",
			"{Bare}: worth the hype?",
			"Can't figure out how to {v}",
			"Guide: how to {v} step by step",
			"{Bare} vs. {bare2} - which one?",
			"Weird issue with {my}",
			"Thoughts on {the} this year?",
			"Why does nobody talk about {the}?",
			"Is it normal to {v} every week?",
			"Update on {my} (with details)",
			"{Time} I tried to {v}",
			"Do I really need to {v}?",
		},
		boardName: "{bare} & {bare2}",
		boardDescs: []string{
			"Questions, tips and experiences around {the} and {the2}.",
			"Everything about {the} and {the2}, from first steps to expert tricks.",
			"Share your progress with {the}, ask about {the2} and help others.",
		},
		posAdj:     []string{"excellent", "amazing", "fantastic", "great", "wonderful", "brilliant", "awesome", "perfect", "superb", "outstanding"},
		negAdj:     []string{"terrible", "awful", "horrible", "useless", "disappointing", "pathetic", "miserable", "dreadful", "lousy", "worthless"},
		times:      []string{"last spring", "last year", "a few weeks ago", "yesterday", "over the weekend", "over the holidays", "last month"},
		durations:  []string{"two weeks", "three months", "a year", "six years", "a couple of days", "almost a decade"},
		freqs:      []string{"a week", "a month", "a year", "every season"},
		who:        []string{"my neighbour", "my brother-in-law", "a friend of mine", "my dad", "the guy at the shop", "my wife", "a colleague", "my aunt"},
		cities:     []string{"Leeds", "Portland", "Denver", "Bristol", "Toronto", "Austin", "Glasgow", "Melbourne"},
		firstNames: []string{"Marco", "Anna", "Dave", "Sarah", "Mike", "Jenny", "Tom", "Lisa", "Chris", "Kate", "Ben", "Emma", "Jake", "Olivia", "Sam", "Rachel", "Pete", "Laura", "Dan", "Megan", "Steve", "Holly", "Rob", "Nina", "Greg", "Tina"},
		lastNames:  []string{"smith", "baker", "miller", "turner", "walker", "hughes", "cooper", "reed", "ward", "brooks"},
		handleA:    []string{"green", "night", "rusty", "lazy", "happy", "old", "silver", "urban", "wild", "grumpy", "little", "iron", "blue", "quiet", "salty", "lucky", "dusty", "crazy", "northern", "sunny", "torque", "pixel"},
		handleB:    []string{"thumb", "owl", "fox", "wrench", "chef", "rider", "monkey", "bear", "wolf", "pixel", "gardener", "shutter", "traveller", "tinkerer", "drummer", "nomad", "beard", "cat", "hawk", "spanner"},
		signatures: []string{
			"Sent from my phone, excuse the typos.",
			"Opinions are my own.",
			"If it ain't broke, don't fix it.",
			"Member since {year}. Still learning.",
			"Do or do not, there is no try.",
			"-- {first}",
			"Greetings from {city}",
			"Slowly working my way through the FAQ.",
			"Currently reading up on {the}.",
			"Measure twice, cut once.",
			"Trying to keep it simple.",
			"Three kids, two dogs, one hobby too many.",
			"Please use the search function before posting.",
			"{first} from {city}",
		},
	},
}
